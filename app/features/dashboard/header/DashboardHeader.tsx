/**
 * The dashboard header (Superset's): title, star, badges, owners and "Modified …" on the left;
 * "Edit dashboard" and the "…" menu in view mode, or undo/redo, colour scheme, Discard and
 * Save in edit mode, on the right. Its modals mount only while open.
 */
import { useState } from 'react';
import { hasPermission } from '@common/permissions/hasPermission';
import { MenuButton } from '@app/components/ui/MenuButton';
import { moduleLoader, useLoadedModule } from '@app/components/moduleLoader';
import { useAppSelector } from '@app/store/store';
import { useRefreshCharts } from '../chart/useRefreshCharts';
import { infoChanged, setEditMode, setRefreshFrequency } from '../state/dashboardSlice';
import { useDashboardDispatch, useDashboardSelector } from '../state/dashboardStore';
import { EditModeActions } from './EditModeActions';
import { CertifiedBadge, LastModified, OwnerAvatars, PublishedBadge } from './HeaderBadges';
import { DashboardTitle } from './DashboardTitle';
import { type HeaderMenuAction, headerMenuItems } from './headerMenuItems';
import { CssEditorModal } from './modals/CssEditorModal';
import { DeleteDashboardModal } from './modals/DeleteDashboardModal';
import { RefreshIntervalModal } from './modals/RefreshIntervalModal';
import { SaveAsModal } from './modals/SaveAsModal';
import { useHeaderActions } from './useHeaderActions';
import { useLeaveGuard } from './useLeaveGuard';
import './header.css';

type HeaderModal = 'refresh-interval' | 'css' | 'save-as' | 'delete' | 'properties' | null;

// antd comes with the properties modal only, on its first opening.
const propertiesModal = moduleLoader(() => import('./modals/PropertiesModal'));

/** uiConfig bit 1 hides the title; standalone 2 (and 3, report) hides nav and title. */
export function headerHidden(uiConfig: number, standalone: number): boolean {
  return (uiConfig & 1) === 1 || standalone >= 2;
}

/** The current address with `standalone=1` added (entering fullscreen) or removed. */
export function fullscreenAddress(
  location: { pathname: string; search: string; hash: string },
  enter: boolean,
): string {
  const params = new URLSearchParams(location.search);
  if (enter) params.set('standalone', '1');
  else params.delete('standalone');
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
}

/** The dashboard page's header (see the file comment). */
export function DashboardHeader() {
  const dispatch = useDashboardDispatch();
  const info = useDashboardSelector((state) => state.dashboard.info);
  const ui = useDashboardSelector((state) => state.dashboard.ui);
  const user = useAppSelector((state) => state.user.user);
  const roles = useAppSelector((state) => state.user.roles);
  const actions = useHeaderActions();
  const refresh = useRefreshCharts();
  const [modal, setModal] = useState<HeaderModal>(null);
  const Properties = useLoadedModule(propertiesModal, modal === 'properties')?.PropertiesModal;
  useLeaveGuard();

  if (!info || headerHidden(ui.uiConfig, ui.standalone)) return null;
  const { permissions } = info;
  const signedIn = Boolean(user && !user.is_anonymous);
  const fullscreen = ui.standalone >= 1;
  const close = () => setModal(null);

  const onMenu = (action: HeaderMenuAction) => {
    switch (action) {
      case 'refresh':
        refresh(null, true);
        return;
      case 'fullscreen':
        // As Superset: the page loads again in (or out of) standalone mode.
        window.location.assign(fullscreenAddress(window.location, !fullscreen));
        return;
      case 'share-copy':
        void actions.copyPermalink();
        return;
      case 'share-email':
        void actions.emailPermalink();
        return;
      case 'download-image':
        void actions.download('image');
        return;
      case 'download-pdf':
        void actions.download('pdf');
        return;
      default:
        setModal(action);
    }
  };

  return (
    <header
      className={`dashboard-header ${ui.editMode ? 'is-editing' : ''}`}
      data-test="dashboard-header"
    >
      <div className="dashboard-header-left">
        <DashboardTitle
          title={info.title}
          editable={ui.editMode}
          onCommit={(title) => dispatch(infoChanged({ title }))}
        />
        {signedIn && (
          <button
            type="button"
            className={`dashboard-star ${ui.isStarred ? 'is-starred' : ''}`}
            data-test="dashboard-star"
            aria-pressed={Boolean(ui.isStarred)}
            aria-label={ui.isStarred ? 'Remove from favorites' : 'Add to favorites'}
            title={ui.isStarred ? 'Unstar' : 'Star'}
            onClick={() => void actions.toggleStar()}
          >
            {ui.isStarred ? '★' : '☆'}
          </button>
        )}
        {(permissions.can_edit || !info.published) && (
          <PublishedBadge
            published={info.published}
            onToggle={() => void actions.togglePublished()}
          />
        )}
        {info.certifiedBy && (
          <CertifiedBadge by={info.certifiedBy} details={info.certificationDetails} />
        )}
        <OwnerAvatars owners={info.owners} />
        <LastModified changedOn={info.changedOn} by={info.changedByName} />
      </div>
      <div className="dashboard-header-right">
        {ui.editMode ? (
          <EditModeActions />
        ) : (
          permissions.can_edit && (
            <button
              type="button"
              className="ui-button ui-button-primary"
              data-test="edit-dashboard-button"
              onClick={() => dispatch(setEditMode(true))}
            >
              Edit dashboard
            </button>
          )
        )}
        <MenuButton
          items={headerMenuItems({
            editMode: ui.editMode,
            permissions,
            canSaveAs: signedIn && hasPermission(roles, 'can_write', 'Dashboard'),
            fullscreen,
          })}
          onSelect={(key) => onMenu(key as HeaderMenuAction)}
          placement="bottomRight"
          aria-label="More dashboard actions"
          className="dashboard-menu-button"
          data-test="dashboard-header-menu"
        >
          ⋯
        </MenuButton>
      </div>
      {modal === 'refresh-interval' && (
        <RefreshIntervalModal
          seconds={ui.refreshFrequency}
          editMode={ui.editMode}
          onChoose={(seconds, persist) => dispatch(setRefreshFrequency({ seconds, persist }))}
          onClose={close}
        />
      )}
      {modal === 'css' && (
        <CssEditorModal
          css={info.css}
          onChange={(css) => dispatch(infoChanged({ css }))}
          onClose={close}
        />
      )}
      {modal === 'save-as' && (
        <SaveAsModal title={info.title} onCopy={actions.saveAs} onClose={close} />
      )}
      {modal === 'delete' && (
        <DeleteDashboardModal title={info.title} onDelete={actions.remove} onClose={close} />
      )}
      {modal === 'properties' && Properties && (
        <Properties
          info={info}
          editMode={ui.editMode}
          onSubmit={actions.submitProperties}
          onClose={close}
        />
      )}
    </header>
  );
}
