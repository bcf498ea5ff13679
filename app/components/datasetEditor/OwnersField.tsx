import { Select, Tag, Text } from '@app/components/antdKit';
import { useEffect, useState } from 'react';
import type { DatasetOwner } from '@common/api/datasets';
import { listUsers } from '@app/api/security';

const fullName = (user: { first_name: string; last_name: string }) =>
  `${user.first_name} ${user.last_name}`.trim();

type Option = { value: number; label: string };

/**
 * The owners: a searchable multi-select of users for those who may list users (admins);
 * others see the owners read-only, as only admins may read the user list.
 */
export function OwnersField({
  owners,
  value,
  canListUsers,
  onChange,
}: {
  /** The owners as loaded, which label the chosen ids before any search. */
  owners: DatasetOwner[];
  value: number[];
  canListUsers: boolean;
  onChange: (ids: number[]) => void;
}) {
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<Option[]>([]);
  const [known, setKnown] = useState<Option[]>(() =>
    owners.map((owner) => ({ value: owner.id, label: fullName(owner) })),
  );

  useEffect(() => {
    if (!canListUsers) return;
    let current = true;
    listUsers({ search, pageSize: 100 }).then(
      (answer) => {
        if (!current) return;
        const options = answer.result.map((u) => ({ value: u.id, label: fullName(u) }));
        setFound(options);
        setKnown((old) => [
          ...old,
          ...options.filter((o) => !old.some((k) => k.value === o.value)),
        ]);
      },
      () => current && setFound([]),
    );
    return () => {
      current = false;
    };
  }, [search, canListUsers]);

  if (!canListUsers)
    return (
      <div>
        {owners.map((owner) => (
          <Tag key={owner.id}>{fullName(owner)}</Tag>
        ))}
        <div>
          <Text type="secondary">Only admins can choose owners, as only they can list users.</Text>
        </div>
      </div>
    );

  const chosen = known.filter((option) => value.includes(option.value));
  const options = [...chosen, ...found.filter((o) => !value.includes(o.value))];
  return (
    <Select<number[]>
      mode="multiple"
      aria-label="Owners"
      className="tessera-wide"
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value}
      options={options}
      onChange={onChange}
      placeholder="Choose owners"
    />
  );
}
