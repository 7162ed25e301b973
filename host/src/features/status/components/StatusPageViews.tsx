import { toSiteTime, Trans, useTranslation } from '@suite/shared';
import type { ReactNode } from 'react';
import { HOST_NS } from '../../../i18n';
import { CustomerServiceButton } from '../../customer-service/components/CustomerServiceButton';
import { LanguageSelect } from '../../layout/components/LanguageSelect';
import { ThemeSwitch } from '../../layout/components/ThemeSwitch';
import { formatEndTime } from '../status-page';
import './status.css';
import '../status-texts';

function StatusFrame({ kind, title, children }: { kind: string; title: string; children: ReactNode }) {
  const { t } = useTranslation(HOST_NS);
  return (
    <div className={`status-page status-page--${kind}`}>
      <header className="status-page__bar">
        <span className="status-page__brand">{t('brand')}</span>
        <div className="status-page__tools">
          <LanguageSelect />
          <ThemeSwitch />
        </div>
      </header>
      <main className="status-page__card">
        <div className="status-page__icon" aria-hidden="true" />
        <h1 className="status-page__title">{title}</h1>
        {children}
        <CustomerServiceButton variant="plain" />
      </main>
    </div>
  );
}

/** Maintenance page (spec 2 §2): title, end time in local format when given, info message, customer service. */
export function MaintenancePage({ endTime }: { endTime: string | null }) {
  const { t, i18n } = useTranslation(HOST_NS);
  const formatted = formatEndTime(endTime, i18n.language);
  return (
    <StatusFrame kind="maintenance" title={t('status.game_maintenance')}>
      {formatted && endTime && (
        <p className="status-page__end">
          {t('status.end_time')} <time dateTime={toSiteTime(endTime)?.toISOString()}>{formatted}</time>
        </p>
      )}
      <p className="status-page__info">{t('status.info_maintenance')}</p>
    </StatusFrame>
  );
}

/** Region-blocked page (spec 2 §2): 'Access restricted', the visitor's IP, info message, customer service. */
export function RegionBlockedPage({ ip }: { ip: string }) {
  const { t } = useTranslation(HOST_NS);
  return (
    <StatusFrame kind="region" title={t('status.blockip')}>
      {ip && (
        <p className="status-page__ip">
          {/* The address's place in the sentence is the language's to choose. */}
          <Trans t={t} i18nKey="status.your_ip" values={{ ip }} components={{ ip: <strong /> }} />
        </p>
      )}
      <p className="status-page__info">{t('status.info_ip_block')}</p>
    </StatusFrame>
  );
}
