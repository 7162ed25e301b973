import { api, useTranslation, Link, SkeletonList } from '@suite/shared';
import { useId } from 'react';
import { Countdown } from '../../../components/Countdown';
import { LOTTERY_NS } from '../../../i18n';
import { lotteryHref } from '../../../lib/paths';
import { useDrawPoll } from '../../../lib/use-draw-poll';
import { useLanguage } from '../../../lib/use-language';

const remainTimes = (games: api.PopularLottery[]): number[] => games.map((game) => game.remainTime);

function initials(name: string): string {
  return name
    .replace(/^TP\.\s*/, '')
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/**
 * Home widget: the 20 most played lotteries, each with its next draw counting down and a link to it
 * on /lottery; refreshed when the soonest draw is due.
 */
export function PopularLotteries() {
  const { t } = useTranslation(LOTTERY_NS);
  const language = useLanguage();
  const titleId = useId();
  const { data, receivedAt, loaded, error } = useDrawPoll(
    api.popularLotteries,
    { count: api.POPULAR_LOTTERY_COUNT, prizeMode: api.LOTTERY_TYPE, device: api.DEVICE, language },
    remainTimes,
  );
  // Nothing to show: no box at all (the host hides the empty slot), never a "no data" box on home.
  if (data && data.length === 0) return null;
  return (
    <section className="lot-widget" aria-labelledby={titleId} data-widget="popular-lotteries">
      <h2 id={titleId} className="lot-widget__title">
        {t('widgets.popular.title')}
      </h2>
      {error && !data && <p role="alert">{error.message}</p>}
      {!loaded && <SkeletonList label={t('common.loading', { ns: 'shared' })} rows={5} media />}
      {data && data.length > 0 && (
        <ol className="lot-popular">
          {data.map((game) => (
            <li key={game.gameId} className="lot-popular__item">
              <span className="lot-popular__icon" aria-hidden="true">
                {game.imageUrl ? <img src={game.imageUrl} alt="" /> : initials(game.gameName)}
              </span>
              <Link to={lotteryHref(game)} className="lot-popular__name">
                {game.gameName}
              </Link>
              {game.numero && (
                <span className="lot-popular__draw">
                  {t('widgets.popular.draw', { numero: game.numero })}{' '}
                  <Countdown to={receivedAt + game.remainTime} doneText={t('card.drawing')} />
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
