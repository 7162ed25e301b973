import { api, EmptyState, LOGIN_PATH, LoadError, useApi, useSession, useTranslation } from '@suite/shared';
import { PageSection } from '../../../components/PageSection';
import { PageSkeleton } from '../../../components/PageBoundary';
import { MEMBER_NS } from '../../../i18n';
import { useVipStateSync } from '../hooks/use-vip-state-sync';
import { RANK_NS, registerRankTranslations } from '../i18n';
import { RankSummary } from './RankSummary';
import { RankTable } from './RankTable';
import { UpgradeHistory } from './UpgradeHistory';
import '../rank.css';

registerRankTranslations();

/** A member: their level, the period's progress to the next one, their upgrades and the level table. */
function MemberVip() {
  const { t } = useTranslation(RANK_NS);
  const { data, error, reload } = useApi(api.playerRank, undefined);
  useVipStateSync(data);
  if (error) return <LoadError title={t('load.failed')} message={error.message} retryLabel={t('load.retry')} onRetry={reload} />;
  if (!data) return <PageSkeleton rows={6} />;
  return (
    <div className="mem-rank">
      <RankSummary rank={data} />
      <UpgradeHistory />
      <RankTable ranks={data.ranks} current={data.level} period={data.period.kind} />
    </div>
  );
}

/** A visitor: the level table and a call to log in. */
function VisitorVip() {
  const { t } = useTranslation(RANK_NS);
  const { data, error, reload } = useApi(api.vipLevels, undefined);
  return (
    <div className="mem-rank">
      <section className="mem-rank-panel mem-rank-visitor">
        <EmptyState title={t('visitor.title')} hint={t('visitor.hint')} action={{ to: LOGIN_PATH, label: t('visitor.login') }} />
      </section>
      {error ? (
        <LoadError title={t('load.levelsFailed')} message={error.message} retryLabel={t('load.retry')} onRetry={reload} />
      ) : !data ? (
        <PageSkeleton rows={6} />
      ) : (
        <RankTable ranks={data.levels} current={null} period={data.period} />
      )}
    </div>
  );
}

/** /vip (spec 2 §2): the VIP levels for everyone, and for a member their own level and upgrades. */
export function VipPage() {
  const { t } = useTranslation(MEMBER_NS);
  const loggedIn = Boolean(useSession()?.token);
  return (
    <PageSection page="vip" title={t('pages.vip')}>
      {loggedIn ? <MemberVip /> : <VisitorVip />}
    </PageSection>
  );
}
