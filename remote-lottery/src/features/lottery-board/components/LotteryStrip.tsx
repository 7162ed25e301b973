import { useTranslation } from '@suite/shared';
import { type ReactNode, useState } from 'react';
import { LOTTERY_NS } from '../../../i18n';
import type { Lottery } from '../model/lottery';

/** Lotteries in view at once; arrows appear beyond this (spec 2 §9). */
export const STRIP_SIZE = 7;

export interface LotteryStripProps {
  lotteries: Lottery[];
  /** Open on the page holding this lottery. */
  focusGameId?: string | null;
  renderCard: (lottery: Lottery) => ReactNode;
}

/** A strip of at most seven lotteries with previous/next arrows when there are more. */
export function LotteryStrip({ lotteries, focusGameId, renderCard }: LotteryStripProps) {
  const { t } = useTranslation(LOTTERY_NS);
  const [start, setStart] = useState(() => {
    const index = focusGameId ? lotteries.findIndex((lottery) => lottery.gameId === focusGameId) : -1;
    return index < 0 ? 0 : Math.floor(index / STRIP_SIZE) * STRIP_SIZE;
  });
  // A refresh may shorten the list: never start past its end.
  const first = Math.min(start, Math.max(0, Math.floor((lotteries.length - 1) / STRIP_SIZE) * STRIP_SIZE));
  const arrows = lotteries.length > STRIP_SIZE;
  const visible = lotteries.slice(first, first + STRIP_SIZE);
  return (
    <div className="lot-strip">
      {arrows && (
        <button
          type="button"
          className="lot-strip__arrow"
          aria-label={t('board.previous')}
          disabled={first === 0}
          onClick={() => setStart(Math.max(0, first - STRIP_SIZE))}
        >
          ‹
        </button>
      )}
      <ul className="lot-strip__list" aria-label={t('board.lotteries')}>
        {visible.map((lottery) => (
          <li key={lottery.gameId} className="lot-strip__item">
            {renderCard(lottery)}
          </li>
        ))}
      </ul>
      {arrows && (
        <button
          type="button"
          className="lot-strip__arrow"
          aria-label={t('board.next')}
          disabled={first + STRIP_SIZE >= lotteries.length}
          onClick={() => setStart(first + STRIP_SIZE)}
        >
          ›
        </button>
      )}
      {arrows && (
        <p className="lot-strip__range" aria-live="polite">
          {t('board.range', { from: first + 1, to: first + visible.length, total: lotteries.length })}
        </p>
      )}
    </div>
  );
}
