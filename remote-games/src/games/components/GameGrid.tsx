import { Skeleton, useTranslation, type api } from '@suite/shared';
import { GAMES_NS } from '../../i18n';
import { useFavourites } from '../favourites/use-favourites';
import { GameCard } from './GameCard';
import './games.css';

export interface GameGridProps {
  games: readonly api.Game[] | undefined;
  onLaunch(game: api.Game): void;
  /** A new answer is on its way: the current cards stay (dimmed) until it arrives. */
  busy?: boolean;
  /** Placeholders shown before the first answer, so the page does not jump when it comes. */
  placeholders?: number;
  /** Accessible name of the list. */
  label: string;
}

/** The game tiles with their favourite stars; the previous answer stays on screen while the next loads. */
export function GameGrid({ games, onLaunch, busy = false, placeholders = 15, label }: GameGridProps) {
  const { t } = useTranslation(GAMES_NS);
  const favourites = useFavourites();
  if (games === undefined) {
    return (
      <ul className="gms-grid" aria-label={label} aria-busy="true">
        {Array.from({ length: placeholders }, (_, index) => (
          <li key={index} className="gms-card gms-card--placeholder" aria-hidden="true">
            <Skeleton shape="block" className="gms-card__art" />
            <Skeleton width="80%" />
            <Skeleton width="50%" height="0.8rem" />
          </li>
        ))}
      </ul>
    );
  }
  if (games.length === 0) {
    return (
      <p className="gms-empty" role="status">
        {t('hall.empty')}
      </p>
    );
  }
  return (
    <ul className={`gms-grid${busy ? ' gms-grid--busy' : ''}`} aria-label={label} aria-busy={busy}>
      {games.map((game) => (
        <GameCard
          key={`${game.vassalage}:${game.gameCode}`}
          game={game}
          onLaunch={onLaunch}
          favourite={{ active: favourites.isFavourite(game.nodeId), onToggle: favourites.toggle }}
        />
      ))}
    </ul>
  );
}
