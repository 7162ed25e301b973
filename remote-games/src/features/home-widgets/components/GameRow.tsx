import { useTranslation, type api } from '@suite/shared';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import { GAMES_NS } from '../../../i18n';
import { usePrefersReducedMotion } from '../../../lib/use-reduced-motion';
import { columnsOf, playersKey } from '../lobby-model';
import { PHONE_QUERY, useMediaQuery } from '../use-media-query';
import type { PlayersNowMap } from '../use-players-now';
import { GameTile, GameTilePlaceholder } from './GameTile';
import './game-row.css';

export interface GameRowProps {
  /** undefined while loading: placeholder tiles of the same size. */
  games: readonly api.Game[] | undefined;
  /** The row's title (names the list and its arrows). */
  title: string;
  /** The heading line: title, choices, links (the arrows are added at its end). */
  head: ReactNode;
  playersNow: PlayersNowMap;
  onLaunch(game: api.Game): void;
  /** Rows of games on a phone (the hot games take two there, so a first screen shows six). */
  phoneRows?: 1 | 2;
  /** Columns whose art loads at once (the first screen's); the rest loads near the viewport. */
  eagerColumns?: number;
  /** Placeholder columns while loading. */
  placeholders?: number;
}

const tileKey = (game: api.Game) => `${game.gameType}:${game.vassalage}:${game.gameCode}`;

interface Edges {
  start: boolean;
  end: boolean;
  /** Everything fits: no arrows. */
  locked: boolean;
}

/**
 * A home row of games (issue 27): swiper with slides as wide as their CSS says (`slidesPerView:
 * 'auto'`, so sizes live in game-row.css only and the placeholders have the same geometry), moved
 * a screenful at a time by swipe, drag or the arrows, never by itself. The a11y module brings a
 * tile that gets keyboard focus into view; the slides stay list items (`ul` / `li`).
 */
export function GameRow({ games, title, head, playersNow, onLaunch, phoneRows = 1, eagerColumns = 8, placeholders = 8 }: GameRowProps) {
  const { t } = useTranslation(GAMES_NS);
  const phone = useMediaQuery(PHONE_QUERY);
  const reducedMotion = usePrefersReducedMotion();
  const rows = phone ? phoneRows : 1;
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState<Edges>({ start: true, end: false, locked: true });
  const track = useCallback((instance: SwiperInstance) => {
    setEdges({ start: instance.isBeginning, end: instance.isEnd, locked: instance.isLocked });
  }, []);
  // The list is swiper's wrapper (a ul it renders): name it there, as the still list is named.
  useEffect(() => {
    if (swiper && !swiper.destroyed) swiper.wrapperEl.setAttribute('aria-label', title);
  }, [swiper, title]);

  // Always there (disabled while loading or when every game fits), so the head never moves.
  const still = games === undefined || swiper === null || edges.locked;
  const arrows = (
    <span className="gms-row__arrows">
      <button type="button" className="gms-row__arrow" aria-label={t('row.previous', { name: title })} disabled={still || edges.start} onClick={() => swiper?.slidePrev()}>
        <span aria-hidden="true">‹</span>
      </button>
      <button type="button" className="gms-row__arrow" aria-label={t('row.next', { name: title })} disabled={still || edges.end} onClick={() => swiper?.slideNext()}>
        <span aria-hidden="true">›</span>
      </button>
    </span>
  );

  return (
    <div className={`gms-row gms-row--rows-${rows}`}>
      <div className="gms-row__head">
        {head}
        {arrows}
      </div>
      {games === undefined ? (
        <ul className="gms-row__still" aria-label={title} aria-busy="true">
          {Array.from({ length: placeholders }, (_, column) => (
            <li key={column} className="gms-row__slide">
              {Array.from({ length: rows }, (__, row) => (
                <GameTilePlaceholder key={row} />
              ))}
            </li>
          ))}
        </ul>
      ) : (
        <Swiper
          className="gms-row__swiper"
          wrapperTag="ul"
          modules={[A11y]}
          slidesPerView="auto"
          slidesPerGroupAuto
          watchSlidesProgress
          speed={reducedMotion ? 0 : 350}
          a11y={{ enabled: true, slideRole: '', slideLabelMessage: '', wrapperLiveRegion: false }}
          onSwiper={(instance) => {
            setSwiper(instance);
            track(instance);
          }}
          onSlideChange={track}
          onReachBeginning={track}
          onReachEnd={track}
          onResize={track}
          onLock={track}
          onUnlock={track}
        >
          {columnsOf(games, rows).map((column, index) => (
            <SwiperSlide key={column.map(tileKey).join(' ')} tag="li" className="gms-row__slide">
              {column.map((game) => (
                <GameTile key={tileKey(game)} game={game} players={playersNow.get(playersKey(game))} eager={index < eagerColumns} onLaunch={onLaunch} />
              ))}
            </SwiperSlide>
          ))}
        </Swiper>
      )}
    </div>
  );
}
