import { Badge, Button, formatDrawDate, useTranslation } from '@suite/shared';
import { useId } from 'react';
import { Countdown } from '../../../components/Countdown';
import { DrawDigits } from '../../../components/DrawDigits';
import { LOTTERY_NS } from '../../../i18n';
import type { Lottery } from '../model/lottery';

export interface LotteryCardProps {
  lottery: Lottery;
  favourite: boolean;
  focused: boolean;
  onToggleFavourite: (lottery: Lottery) => void;
  onPlay: (lottery: Lottery) => void;
}

/** One lottery: its current draw with live countdowns to the lock and the draw, its latest result. */
export function LotteryCard({ lottery, favourite, focused, onToggleFavourite, onPlay }: LotteryCardProps) {
  const { t } = useTranslation(LOTTERY_NS);
  const titleId = useId();
  const days =
    lottery.drawDayOfWeek.length === 7
      ? t('weekday.everyDay')
      : lottery.drawDayOfWeek.map((day) => t(`daysShort.${day}`)).join(' · ');
  const name = lottery.gameName;
  return (
    <article
      className={`lot-card${focused ? ' lot-card--focused' : ''}`}
      aria-labelledby={titleId}
      data-game-id={lottery.gameId}
      aria-current={focused ? 'true' : undefined}
    >
      <header className="lot-card__head">
        <h3 id={titleId} className="lot-card__name">
          {name}
        </h3>
        {lottery.hot && <Badge tone="hot">{t('card.hot')}</Badge>}
        <button
          type="button"
          className="lot-card__fav"
          aria-pressed={favourite}
          aria-label={t(favourite ? 'card.favouriteRemove' : 'card.favouriteAdd', { name })}
          onClick={() => onToggleFavourite(lottery)}
        >
          {favourite ? '★' : '☆'}
        </button>
      </header>
      {lottery.remark && <p className="lot-card__remark">{lottery.remark}</p>}
      {lottery.numero === '' ? (
        <p className="lot-card__none">{t('card.noDraw')}</p>
      ) : (
        // One row per fact: the value goes under its label when both do not fit, never clipped.
        <dl className="lot-card__facts">
          <div className="lot-card__fact">
            <dt>{t('card.draw')}</dt>
            <dd className="lot-card__numero">{lottery.numero}</dd>
          </div>
          <div className="lot-card__fact">
            <dt>{t('card.date')}</dt>
            <dd>{lottery.winningTime ? formatDrawDate(lottery.winningTime) : '—'}</dd>
          </div>
          <div className="lot-card__fact">
            <dt>{t('card.closesIn')}</dt>
            <dd data-countdown="lock">
              <Countdown to={lottery.lockAt} doneText={t('card.closed')} />
            </dd>
          </div>
          <div className="lot-card__fact">
            <dt>{t('card.drawsIn')}</dt>
            <dd data-countdown="draw">
              <Countdown to={lottery.drawAt} doneText={t('card.drawing')} />
            </dd>
          </div>
        </dl>
      )}
      <p className="lot-card__days">
        <span className="lot-card__label">{t('card.drawDays')}: </span>
        {days}
      </p>
      <div className="lot-card__result">
        <span className="lot-card__label">{t('card.lastResult')}: </span>
        {lottery.lastDraw ? (
          <>
            <DrawDigits value={lottery.lastDraw.winningNumber} />{' '}
            <span className="lot-card__last-date">{formatDrawDate(lottery.lastDraw.winningTime)}</span>
          </>
        ) : (
          t('card.noResult')
        )}
      </div>
      <Button block className="lot-card__play" aria-label={t('card.playLabel', { name })} onClick={() => onPlay(lottery)}>
        {t('card.play')}
      </Button>
    </article>
  );
}
