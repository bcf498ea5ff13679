import { Card, Empty, List, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { RecentActivityItem } from '../../../common/api/recentActivity';
import { recentActivity } from '../../api/log';
import { useApiErrorToast } from '../../components/useApiErrorToast';
import { useAppSelector } from '../../store/store';

const LATER = [
  { title: 'Dashboards', text: 'Dashboards are not built yet. They arrive in a later release.' },
  { title: 'Charts', text: 'Charts are not built yet. They arrive in a later release.' },
  {
    title: 'Saved queries',
    text: 'Saved queries are not built yet. They arrive in a later release.',
  },
];

/** `/`: the signed-in user's recent items. */
export function HomePage() {
  const user = useAppSelector((state) => state.user.user);
  const showError = useApiErrorToast();
  const [recents, setRecents] = useState<RecentActivityItem[]>();

  useEffect(() => {
    recentActivity()
      .then(setRecents)
      .catch((error: unknown) => {
        setRecents([]);
        showError(error);
      });
  }, [showError]);

  return (
    <div className="tessera-page">
      <Typography.Title level={1}>
        Welcome{user ? `, ${user.first_name || user.username}` : ''}
      </Typography.Title>
      <Card title={<h2 className="tessera-card-title">Recents</h2>} className="tessera-home-card">
        {recents === undefined ? (
          <Spin />
        ) : recents.length === 0 ? (
          <Empty description="Nothing here yet. Items you view or edit will show up here." />
        ) : (
          <List
            dataSource={recents}
            renderItem={(item) => (
              <List.Item extra={item.time_delta_humanized}>
                <Link to={item.item_url}>{item.item_title}</Link>
              </List.Item>
            )}
          />
        )}
      </Card>
      {LATER.map((section) => (
        <Card
          key={section.title}
          title={<h2 className="tessera-card-title">{section.title}</h2>}
          className="tessera-home-card"
        >
          <Typography.Text type="secondary">{section.text}</Typography.Text>
        </Card>
      ))}
    </div>
  );
}
