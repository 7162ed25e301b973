import { api, EmptyState, formatClock, formatMoney, LoadError, useApi, useTranslation } from '@suite/shared';
import { useId } from 'react';
import { PageSkeleton } from '../../../components/PageBoundary';
import { RANK_NS } from '../i18n';

/** The member's upgrades, newest first: levels, what crossed the threshold, the bonus paid. */
export function UpgradeHistory() {
  const { t } = useTranslation(RANK_NS);
  const id = useId();
  const { data, error, reload } = useApi(api.vipUpgrades, undefined);
  return (
    <section className="mem-rank-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mem-rank-title">
        {t('history.title')}
      </h2>
      {error ? (
        <LoadError title={t('load.historyFailed')} message={error.message} retryLabel={t('load.retry')} onRetry={reload} />
      ) : !data ? (
        <PageSkeleton rows={2} />
      ) : data.length === 0 ? (
        <EmptyState title={t('history.empty')} hint={t('history.emptyHint')} />
      ) : (
        <ol className="mem-rank-history" aria-labelledby={`${id}-title`}>
          {data.map((upgrade) => (
            <li key={upgrade.id} className="mem-rank-history__item">
              <p className="mem-rank-history__what">{t('history.upgraded', { from: upgrade.fromLevel, level: upgrade.level, name: upgrade.name })}</p>
              <p className="mem-rank-muted">
                <time dateTime={upgrade.time}>{formatClock(upgrade.time)}</time> · {t(`history.cause.${upgrade.cause}`)}
              </p>
              <p className="mem-rank-num">{Number(upgrade.bonus) > 0 ? t('history.bonus', { amount: formatMoney(upgrade.bonus) }) : t('history.noBonus')}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
