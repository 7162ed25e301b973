import { useTranslation } from '@suite/shared';
import type { ReactNode } from 'react';
import { HOST_NS } from '../../../i18n';
import { statusView } from '../status-page';
import { useSystemStatus } from '../use-system-status';
import { MaintenancePage, RegionBlockedPage } from './StatusPages';
import './status.css';

/** The root's choice by system status (spec 2 §2): the site, the maintenance page or the region-blocked page. */
export function SystemStatusGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation(HOST_NS);
  const status = useSystemStatus();
  const view = statusView(status);
  if (view === 'checking') {
    return (
      <div className="status-checking" role="status" aria-live="polite">
        <span className="status-checking__spinner" aria-hidden="true" />
        <span className="visually-hidden">{t('common.loading')}</span>
      </div>
    );
  }
  if (view === 'maintenance' && status !== null && status !== 'failed') return <MaintenancePage endTime={status.maintenanceEndTime} />;
  if (view === 'regionBlocked' && status !== null && status !== 'failed') return <RegionBlockedPage ip={status.ip} />;
  return <>{children}</>;
}
