import { api, EmptyState, LoadError, useApi, useTranslation } from '@suite/shared';
import { PeriodPicker, periodPickerProps, reportClass, toPeriodQuery, useRecordSearch } from '@suite/shared/reports';
import { PageSkeleton } from '../../../components/PageBoundary';
import { TeamFigures } from '../../../components/TeamFigures';
import { OVERVIEW_NS, registerOverviewTranslations } from '../i18n';

registerOverviewTranslations();

/** Where a downline account is registered (the centre's register page). */
const REGISTER_PATH = '/agent/agentRegister';

/**
 * Team overview (agentTeamOverview, the centre's default page): the team's size and members, money in
 * and out, valid bets and result over the chosen period (api.teamOverview). The period is kept in the URL.
 */
export default function TeamOverviewPage() {
  const { t } = useTranslation(OVERVIEW_NS);
  const search = useRecordSearch();
  const { data, error, loading, reload } = useApi(api.teamOverview, toPeriodQuery(search.range));

  return (
    <div className={`${reportClass.page} agt-overview`}>
      <PeriodPicker {...periodPickerProps(search)} />
      {error ? (
        <LoadError title={t('loadFailed')} message={error.message} retryLabel={t('retry')} onRetry={reload} />
      ) : loading || !data ? (
        <PageSkeleton rows={4} />
      ) : (
        <>
          <TeamFigures title={t('figuresTitle')} figures={data} />
          {data.directDownlines === 0 && (
            <EmptyState title={t('empty.title')} hint={t('empty.hint')} action={{ to: REGISTER_PATH, label: t('empty.action') }} />
          )}
        </>
      )}
    </div>
  );
}
