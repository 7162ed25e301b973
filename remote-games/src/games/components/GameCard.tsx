import { formatMoney, usePublicState, useTranslation, type api } from '@suite/shared';
import { LazyImage } from '../../lib/lazy-image/LazyImage';
import { GAMES_NS } from '../../i18n';

export interface GameCardProps {
  game: api.Game;
  onLaunch(game: api.Game): void;
  /** Absent: no star (e.g. a VASSALAGE entry, which is not a game). */
  favourite?: { active: boolean; onToggle(game: api.Game): void };
}

/** A game tile: icon in a fixed square, name, vendor and smallest stake, and the favourite star. */
export function GameCard({ game, onLaunch, favourite }: GameCardProps) {
  const { t } = useTranslation(GAMES_NS);
  const { currencySymbol } = usePublicState();
  const label = game.isGame ? t('card.play', { name: game.gameName }) : t('card.openVendor', { name: game.gameName });
  return (
    <li className="gms-card" data-game={game.gameCode}>
      <button type="button" className="gms-card__play" aria-label={label} onClick={() => onLaunch(game)}>
        <span className="gms-card__art">
          <LazyImage src={game.imageUrl} cdn alt="" onFail="default-icon" />
        </span>
        <span className="gms-card__name">{game.gameName}</span>
      </button>
      <span className="gms-card__meta">
        <span className="gms-card__vendor">{game.accountTypeName}</span>
        {game.isGame && <span className="gms-card__bet">{t('card.minBet', { amount: formatMoney(game.minBet, { symbol: currencySymbol }) })}</span>}
      </span>
      {game.isHot === 1 && <span className="gms-card__hot">{t('card.hot')}</span>}
      {favourite && game.isGame && (
        <button
          type="button"
          className="gms-card__fav"
          aria-pressed={favourite.active}
          aria-label={t(favourite.active ? 'card.unfavourite' : 'card.favourite', { name: game.gameName })}
          onClick={() => favourite.onToggle(game)}
        >
          <span aria-hidden="true">{favourite.active ? '★' : '☆'}</span>
        </button>
      )}
    </li>
  );
}
