import { cdnUrl, useCdnHost, useTranslation, type api } from '@suite/shared';
import { useState } from 'react';
import { GAMES_NS } from '../../../i18n';
import { DEFAULT_GAME_ICON } from '../../../lib/lazy-image/default-game-icon';

/** The art's intrinsic size (the API's icons are 200x200): the box keeps its square before it loads. */
const ART_SIZE = 200;

export interface GameTileProps {
  game: api.Game;
  /** Players in it now (already at or above the operator's threshold), or undefined: no badge. */
  players: number | undefined;
  /** In the first screen: loaded at once and early; the rest of the row loads near the viewport. */
  eager: boolean;
  onLaunch(game: api.Game): void;
}

/** A game of a home row: its art in a fixed square, its name, and "12 playing" from the threshold up. */
export function GameTile({ game, players, eager, onLaunch }: GameTileProps) {
  const { t } = useTranslation(GAMES_NS);
  const imageHost = useCdnHost('image');
  const [failed, setFailed] = useState(false);
  const src = failed ? DEFAULT_GAME_ICON : cdnUrl('image', game.imageUrl, imageHost);
  const label = game.isGame ? t('card.play', { name: game.gameName }) : t('card.openVendor', { name: game.gameName });
  return (
    <div className="gms-tile" data-game={game.gameCode}>
      <button type="button" className="gms-tile__play" aria-label={label} onClick={() => onLaunch(game)}>
        <span className="gms-tile__art">
          <img
            className="gms-tile__img"
            src={src}
            alt=""
            width={ART_SIZE}
            height={ART_SIZE}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
            draggable={false}
            onError={() => setFailed(true)}
          />
        </span>
        <span className="gms-tile__name">{game.gameName}</span>
      </button>
      {players !== undefined && (
        <span className="gms-tile__players">
          <span className="gms-tile__live" aria-hidden="true" />
          {t('row.playing', { count: players })}
        </span>
      )}
    </div>
  );
}

/** The shape of a tile while the row's games load: the same box, so nothing moves when they come. */
export function GameTilePlaceholder() {
  return (
    <div className="gms-tile gms-tile--placeholder" aria-hidden="true">
      <span className="gms-tile__art" />
      <span className="gms-tile__name gms-tile__name--placeholder" />
    </div>
  );
}
