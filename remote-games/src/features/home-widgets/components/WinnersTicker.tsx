import { api, formatMoney, Link, useApi, usePublicState, useTranslation } from '@suite/shared';
import { useId, useState } from 'react';
import { GAMES_NS } from '../../../i18n';
import { usePrefersReducedMotion } from '../../../lib/use-reduced-motion';
import { useReloadWhileVisible } from '@suite/shared/reports';
import '../../../lib/visually-hidden.css';
import './winners-ticker.css';

/** How often the board is asked again while the tab is visible (the winners list's pace). */
export const WINNERS_TICKER_REFRESH_MS = 30_000;
/** The scroll's pace: seconds per line, so a long board does not race. */
const SECONDS_PER_LINE = 4;

/**
 * Home widget (exposed as ./winners-ticker; issue 27): the winner board (GCSGAME_getWinnerBoard, the
 * big wins of real rounds and lottery draws) scrolling by in one line. It pauses while hovered or
 * focused and with its pause button, does not move with reduced motion, and is aria-live off (a
 * screen reader reads the list when it gets there, never interrupted by the scroll). The board is
 * asked again every 30 s while the tab is visible. Loading and an empty board keep the ticker's box
 * (a skeleton line, a line saying the next win may be yours); a failed first call renders nothing.
 */
export function WinnersTicker({ refreshMs = WINNERS_TICKER_REFRESH_MS }: { refreshMs?: number }) {
  const { t, i18n } = useTranslation(GAMES_NS);
  const { currencySymbol } = usePublicState();
  const titleId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const board = useApi(api.winnerBoard, undefined);
  const { reload } = board;
  useReloadWhileVisible(reload, refreshMs);

  const winners = board.data;
  if (board.error && !winners) return null;
  const moving = !reducedMotion && !paused && winners !== undefined && winners.length > 0;
  const lines = (winners ?? []).map((winner) => ({
    key: `${winner.time}|${winner.account}|${winner.amount}`,
    text: t('winners.line', { account: winner.account, amount: formatMoney(winner.amount, { symbol: currencySymbol, locale: i18n.language }), game: winner.gameName }),
  }));
  const item = (line: (typeof lines)[number], copy: boolean) => (
    <li key={`${copy ? 'copy' : 'line'}-${line.key}`} className="gms-winners__line">
      <span className="gms-winners__dot" aria-hidden="true" />
      {line.text}
    </li>
  );
  return (
    <section className={`gms-winners${moving ? ' gms-winners--moving' : ''}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="gms-winners__title">
        {t('winners.title')}
      </h2>
      {winners === undefined ? (
        <span className="gms-winners__skeleton" aria-hidden="true" />
      ) : winners.length === 0 ? (
        <p className="gms-winners__empty">{t('winners.empty')}</p>
      ) : (
        <div className="gms-winners__viewport">
          {/* The second copy makes the loop seamless; it is hidden from assistive tech. */}
          <div className="gms-winners__track" style={{ animationDuration: `${Math.max(1, lines.length) * SECONDS_PER_LINE}s` }}>
            <ul className="gms-winners__list" aria-live="off" aria-label={t('winners.list')}>
              {lines.map((line) => item(line, false))}
            </ul>
            {moving && (
              <ul className="gms-winners__list" aria-hidden="true">
                {lines.map((line) => item(line, true))}
              </ul>
            )}
          </div>
        </div>
      )}
      {!reducedMotion && lines.length > 0 && (
        <button type="button" className="gms-winners__toggle" onClick={() => setPaused((value) => !value)}>
          <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
          <span className="gms-visually-hidden">{t(paused ? 'winners.play' : 'winners.pause')}</span>
        </button>
      )}
      <Link to="/promotions" className="gms-winners__all">
        {t('winners.all')}
      </Link>
    </section>
  );
}
