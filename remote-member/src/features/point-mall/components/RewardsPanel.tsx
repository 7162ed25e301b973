import { api, EmptyState, LoadError, SkeletonGrid, TabList, tabId, useApi, useTranslation } from '@suite/shared';
import { useEffect, useId, useState } from 'react';
import { POINT_MALL_NS } from '../i18n';
import { RewardCard } from './RewardCard';

type Category = 'all' | api.PointRewardCategory;

export interface RewardsPanelProps {
  /** null: a visitor. */
  points: number | null;
  onRedeem: (reward: api.PointReward) => void;
  /** Changes after a redeem: the stock is read again. */
  version: number;
}

/** The rewards grid with its filters: category tabs, in stock only, and (for a member) only what the balance covers. */
export function RewardsPanel({ points, onRedeem, version }: RewardsPanelProps) {
  const { t } = useTranslation(POINT_MALL_NS);
  const panelId = useId();
  const [category, setCategory] = useState<Category>('all');
  const [inStock, setInStock] = useState(false);
  const [affordable, setAffordable] = useState(false);
  const query: api.PointRewardQuery = {
    ...(category === 'all' ? {} : { category }),
    ...(inStock ? { inStock: true } : {}),
    ...(affordable && points !== null ? { maxPoints: points } : {}),
  };
  const { data, error, loading, reload } = useApi(api.pointRewards, query);
  useEffect(() => {
    if (version > 0) reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a redeem changed the stock
  }, [version]);
  const items = [{ value: 'all' as Category, label: t('filters.all') }, ...api.POINT_REWARD_CATEGORIES.map((value) => ({ value: value as Category, label: t(`filters.${value}`) }))];
  const shown = data && !loading ? data : undefined;

  return (
    <div className="mem-pm-rewards">
      <div className="mem-pm-filters">
        <TabList<Category> label={t('filters.label')} items={items} value={category} onChange={(value) => setCategory(value)} panelId={panelId} className="mem-pm-filters__tabs" />
        <div className="mem-pm-filters__switches">
          <label className="mem-pm-check">
            <input type="checkbox" checked={inStock} onChange={(event) => setInStock(event.target.checked)} />
            {t('filters.inStock')}
          </label>
          {points !== null && (
            <label className="mem-pm-check">
              <input type="checkbox" checked={affordable} onChange={(event) => setAffordable(event.target.checked)} />
              {t('filters.affordable')}
            </label>
          )}
        </div>
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(panelId, category)} className="mem-pm-rewards__panel">
        {error ? (
          <LoadError title={t('rewards.failed')} message={error.message} retryLabel={t('rewards.retry')} onRetry={reload} />
        ) : !shown ? (
          <SkeletonGrid label={t('rewards.loading')} count={6} minTileWidth={160} lines={3} />
        ) : shown.length === 0 ? (
          <EmptyState title={t('rewards.emptyTitle')} hint={t('rewards.emptyHint')} />
        ) : (
          <ul className="mem-pm-grid" aria-label={t('rewards.list')}>
            {shown.map((reward) => (
              <RewardCard key={reward.rewardId} reward={reward} points={points} onRedeem={onRedeem} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
