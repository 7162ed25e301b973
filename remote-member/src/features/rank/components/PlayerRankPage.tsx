import { api, LoadError, useApi, useTranslation } from '@suite/shared';
import { PageSkeleton } from '../../../components/PageBoundary';
import { useVipStateSync } from '../hooks/use-vip-state-sync';
import { RANK_NS, registerRankTranslations } from '../i18n';
import { RankSummary } from './RankSummary';
import { RankTable } from './RankTable';
import '../rank.css';

registerRankTranslations();

/**
 * playerRank (member centre): the member's VIP rank, the period's valid bets and deposits and the way
 * to the next rank, and the table of every rank's thresholds and benefits. The header's VIP state
 * follows an upgrade made since it loaded.
 */
export default function PlayerRankPage() {
  const { t } = useTranslation(RANK_NS);
  const { data, error, reload } = useApi(api.playerRank, undefined);
  useVipStateSync(data);

  if (error) return <LoadError title={t('load.failed')} message={error.message} retryLabel={t('load.retry')} onRetry={reload} />;
  if (!data) return <PageSkeleton rows={6} />;
  return (
    <div className="mem-rank">
      <RankSummary rank={data} />
      <RankTable ranks={data.ranks} current={data.level} period={data.period.kind} />
    </div>
  );
}
