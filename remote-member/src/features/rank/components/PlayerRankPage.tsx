import { api, formatMoney, LoadError, setPublicState, useApi, useTranslation } from '@suite/shared';
import { useEffect, useId } from 'react';
import { PageSkeleton } from '../../../components/PageBoundary';
import { RANK_NS, registerRankTranslations } from '../i18n';
import { RankProgress } from './RankProgress';
import { RankTable } from './RankTable';
import '../rank.css';

registerRankTranslations();

/**
 * playerRank: the member's VIP rank as a badge, the turnover so far and the way to the next rank,
 * and the table of every rank's benefits. A promotion earned by this visit is announced, and the
 * header's VIP state follows it.
 */
export default function PlayerRankPage() {
  const { t } = useTranslation(RANK_NS);
  const id = useId();
  const { data, error, reload } = useApi(api.playerRank, undefined);

  const promoted = data?.promotedFrom !== null && data?.promotedFrom !== undefined;
  useEffect(() => {
    if (data && promoted) setPublicState({ hasVip: data.level > 0, vipRankLevel: data.level });
  }, [data, promoted]);

  if (error) return <LoadError title={t('load.failed')} message={error.message} retryLabel={t('load.retry')} onRetry={reload} />;
  if (!data) return <PageSkeleton rows={6} />;

  const current = data.ranks.find((rank) => rank.level === data.level);
  return (
    <div className="mem-rank">
      <p role="status" className="mem-rank-promoted">
        {promoted ? t('current.promoted', { name: data.name }) : ''}
      </p>
      <section className="mem-rank-panel" aria-labelledby={`${id}-current`}>
        <h2 id={`${id}-current`} className="mem-rank-title">
          {t('current.label')}
        </h2>
        <div className="mem-rank-summary">
          <p className="mem-rank-badge">
            <span className="mem-rank-badge__level">VIP {data.level}</span>
            <span className="mem-rank-badge__name">{data.name}</span>
          </p>
          <dl className="mem-rank-facts">
            <div>
              <dt>{t('current.turnover')}</dt>
              <dd className="mem-rank-num">{formatMoney(data.turnover)}</dd>
            </div>
          </dl>
        </div>
        {current?.vipService && <p>{t('current.vipService')}</p>}
        <RankProgress rank={data} />
      </section>
      <RankTable ranks={data.ranks} current={data.level} />
    </div>
  );
}
