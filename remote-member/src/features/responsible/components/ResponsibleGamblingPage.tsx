import { api, LoadError, useApi, useTranslation } from '@suite/shared';
import { PageSkeleton } from '../../../components/PageBoundary';
import { RESPONSIBLE_NS, registerResponsibleTranslations } from '../i18n';
import { ExclusionSection } from './ExclusionSection';
import { LimitsSection } from './LimitsSection';
import { RealityCheckSection } from './RealityCheckSection';
import { StatementSection } from './StatementSection';
import '../responsible.css';

registerResponsibleTranslations();

/**
 * Safer gambling (responsibleGambling, issue 24; our page, after the spec's menu): deposit, loss and
 * wager limits, the reality check's interval, a time-out or a self-exclusion, and the account activity
 * statement. The settings load first (a skeleton, or an error with Retry); the statement has its own.
 */
export default function ResponsibleGamblingPage() {
  const { t } = useTranslation(RESPONSIBLE_NS);
  const state = useApi(api.responsibleGambling, undefined);

  if (state.error && !state.data) {
    return <LoadError title={t('load.failed')} message={state.error.message} retryLabel={t('load.retry')} onRetry={state.reload} />;
  }
  if (!state.data) return <PageSkeleton rows={8} />;
  const { limits, realityCheckMinutes, realityCheckChoices, coolingOffHours } = state.data;
  return (
    <div className="mem-rsp">
      <p className="mem-rsp-muted">{t('intro')}</p>
      <LimitsSection limits={limits} coolingOffHours={coolingOffHours} />
      <RealityCheckSection minutes={realityCheckMinutes} choices={realityCheckChoices} />
      <ExclusionSection kind="timeOut" />
      <ExclusionSection kind="selfExclusion" />
      <StatementSection />
    </div>
  );
}
