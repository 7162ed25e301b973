import { formatMoney, LoadError, SkeletonList, toSiteTime, usePublicState, useTranslation } from '@suite/shared';
import { useId } from 'react';
import { useWinnerBoard } from '../hooks/use-winner-board';
import { PROMOTIONS_NS } from '../i18n';
import '../promotions.css';

/**
 * The winner board (spec 2 "winners list"): the latest big wins of real rounds and lottery draws, names
 * masked by the API (ab***z), newest first, refreshed without a reload. On the promotions page and, as
 * the './winners' expose, on the home page (there an empty board renders nothing).
 */
export function WinnersList({ refreshMs, hideWhenEmpty = false }: { refreshMs?: number; hideWhenEmpty?: boolean }) {
  const { t, i18n } = useTranslation(PROMOTIONS_NS);
  const { currencySymbol } = usePublicState();
  const { winners, error, loading, reload } = useWinnerBoard(refreshMs);
  const titleId = useId();
  // On the home page a board with nothing on it is left out (the host hides an empty slot).
  if (hideWhenEmpty && winners?.length === 0) return null;
  return (
    <section className="mem-pr-winners" aria-labelledby={titleId} aria-busy={loading || undefined}>
      <h2 id={titleId} className="mem-pr-winners__title">
        {t('winners.title')}
      </h2>
      {winners === undefined ? (
        error ? (
          <LoadError title={t('winners.failed')} message={error.message} retryLabel={t('winners.retry')} onRetry={reload} />
        ) : (
          <SkeletonList label={t('winners.loading')} rows={5} lines={1} className="mem-pr-winners__skeleton" />
        )
      ) : winners.length === 0 ? (
        <p className="mem-pr-winners__empty">{t('winners.empty')}</p>
      ) : (
        <ol className="mem-pr-winners__list" aria-label={t('winners.list')}>
          {winners.map((winner, index) => {
            const amount = formatMoney(winner.amount, { symbol: currencySymbol, locale: i18n.language });
            const at = toSiteTime(winner.time);
            return (
              <li key={`${winner.time}-${winner.account}-${index}`} className="mem-pr-winner">
                <span className="mem-pr-winner__who" aria-hidden="true">{winner.account}</span>
                <span className="mem-pr-winner__game" aria-hidden="true">{winner.gameName}</span>
                <strong className="mem-pr-winner__amount" aria-hidden="true">{amount}</strong>
                {at ? (
                  <time className="mem-pr-winner__time" dateTime={winner.time}>
                    {at.format('MM/DD HH:mm')}
                  </time>
                ) : null}
                <span className="mem-pr-sr-only">{t('winners.line', { account: winner.account, amount, game: winner.gameName })}</span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
