import { MenuButton, type MenuItem } from '@app/components/ui/MenuButton';
import { Button } from '@app/components/ui/Button';
import { ChartNameInput } from './ChartNameInput';

/** The "..." menu's actions. */
export type ExploreMenuAction =
  | 'properties'
  | 'view-query'
  | 'run-in-sqllab'
  | 'download-png'
  | 'download-csv'
  | 'download-xlsx'
  | 'drill-to-detail';

/** The Share menu's actions. */
export type ShareAction = 'copy-permalink' | 'embed-code';

export interface ExploreHeaderProps {
  sliceName: string;
  /** A saved chart: the star and "Edit chart properties" are offered. */
  saved: boolean;
  isStarred: boolean;
  canSave: boolean;
  canOverwrite: boolean;
  canDownload: boolean;
  /** The chart has an answer (downloads and view query need one). */
  hasAnswer: boolean;
  datasetName: string;
  onRename: (name: string) => void;
  onToggleStar: () => void;
  onSave: () => void;
  onShare: (action: ShareAction) => void;
  onMenu: (action: ExploreMenuAction) => void;
}

const SHARE_ITEMS: MenuItem[] = [
  { key: 'copy-permalink', label: 'Copy permalink to clipboard', dataTest: 'share-copy-permalink' },
  { key: 'embed-code', label: 'Embed code', dataTest: 'share-embed-code' },
];

/** Explore's header bar: name, star, Save, Share and the "..." menu. */
export function ExploreHeader(props: ExploreHeaderProps) {
  const menuItems: MenuItem[] = [
    ...(props.saved && props.canOverwrite
      ? [{ key: 'properties', label: 'Edit chart properties', dataTest: 'menu-properties' }]
      : []),
    { key: 'view-query', label: 'View query', dataTest: 'menu-view-query' },
    { key: 'run-in-sqllab', label: 'Run in SQL Lab', dataTest: 'menu-run-in-sqllab' },
    {
      key: 'download-png',
      label: 'Download as image',
      dataTest: 'download-png',
      disabled: !props.hasAnswer,
    },
    {
      key: 'download-csv',
      label: 'Export to .CSV',
      dataTest: 'download-csv',
      disabled: !props.canDownload,
    },
    {
      key: 'download-xlsx',
      label: 'Export to .XLSX',
      dataTest: 'download-xlsx',
      disabled: !props.canDownload,
    },
    { key: 'drill-to-detail', label: 'Drill to detail', dataTest: 'menu-drill-to-detail' },
  ];
  return (
    <header className="explore-header">
      <div className="explore-header-title">
        <ChartNameInput
          name={props.sliceName}
          editable={!props.saved || props.canOverwrite}
          onCommit={props.onRename}
        />
        {props.saved && (
          <button
            type="button"
            className={`explore-star ${props.isStarred ? 'is-starred' : ''}`}
            data-test="explore-star"
            aria-pressed={props.isStarred}
            aria-label={props.isStarred ? 'Unstar this chart' : 'Star this chart'}
            title={props.isStarred ? 'Unstar' : 'Star'}
            onClick={props.onToggleStar}
          >
            {props.isStarred ? '★' : '☆'}
          </button>
        )}
        <span className="explore-header-dataset" title={props.datasetName}>
          {props.datasetName}
        </span>
      </div>
      <div className="explore-header-actions">
        {props.canSave && (
          <Button variant="primary" data-test="explore-save" onClick={props.onSave}>
            Save
          </Button>
        )}
        <MenuButton
          items={SHARE_ITEMS}
          onSelect={(key) => props.onShare(key as ShareAction)}
          placement="bottomRight"
          data-test="explore-share"
        >
          Share
        </MenuButton>
        <MenuButton
          items={menuItems}
          onSelect={(key) => props.onMenu(key as ExploreMenuAction)}
          placement="bottomRight"
          aria-label="More actions"
          data-test="explore-menu"
        >
          ⋯
        </MenuButton>
      </div>
    </header>
  );
}
