import { api, Link, useApi, useSession, useTranslation } from '@suite/shared';
import { useId, useState } from 'react';
import { GAMES_NS } from '../../../i18n';
import { currentMerchantCode, HOT_GAMES_IS_PLATFORM, HOT_GAMES_PLATFORM } from '../../../games/game-query-base';
import { useGameLauncher } from '../../../games/launch/use-game-launcher';
import { favouriteCategory, gamesFor, hallPathFor, type HotChoice, offeredTypes } from '../lobby-model';
import { usePlayersNow } from '../use-players-now';
import { GameRow } from './GameRow';
import './home-widgets.css';

/** The mix of every type shows this many games. */
export const HOT_MIX_SIZE = 24;

/**
 * Home widget (exposed as ./hot-games; issue 27): the first row of home. Hot games (GCSGAME_hotGamesV2)
 * of the member's favourite category (the type they played most among their recent games), or every
 * type mixed for a visitor, as a swiper row of their art with the players in each now; chips choose
 * another type. Tiles launch in place.
 */
export function HotGames() {
  const { t } = useTranslation(GAMES_NS);
  const titleId = useId();
  const member = useSession() !== null;
  const hot = useApi(api.hotGames, { merchantCode: currentMerchantCode(), isPlatform: HOT_GAMES_IS_PLATFORM, platform: HOT_GAMES_PLATFORM });
  const recent = useApi(api.recentGames, { clientType: api.CLIENT_TYPE }, { enabled: member });
  const playersNow = usePlayersNow();
  const [chosen, setChosen] = useState<HotChoice | null>(null);
  const launcher = useGameLauncher();
  const groups = hot.data?.filter((group) => group.games.length > 0);
  if (hot.error && !hot.data) return null;
  if (groups && groups.length === 0) return null;
  // A member's row waits for their recent games (it opens on their favourite category), a visitor's not.
  const waiting = !groups || (member && recent.loading && !recent.data && !recent.error);
  const choice: HotChoice = chosen ?? (groups ? (favouriteCategory(recent.data?.list, groups) ?? 'all') : 'all');
  const games = waiting || !groups ? undefined : gamesFor(groups, choice, HOT_MIX_SIZE);
  const title = t('widgets.hotGames');
  const choices: HotChoice[] = groups ? ['all', ...offeredTypes(groups)] : [];
  return (
    <section className="gms-widget gms-widget--row" aria-labelledby={titleId}>
      <GameRow
        games={games}
        title={choice === 'all' ? title : `${title}: ${t(`gameTypeTitle.${choice}`)}`}
        playersNow={playersNow}
        onLaunch={launcher.launch}
        phoneRows={2}
        head={
          <>
            <h2 id={titleId} className="gms-row__title">
              {title}
            </h2>
            <div className="gms-chips" role="group" aria-label={t('widgets.hotGameTypes')}>
              {choices.map((option) => (
                <button key={option} type="button" className="gms-chips__chip" aria-pressed={option === choice} onClick={() => setChosen(option)}>
                  {option === 'all' ? t('widgets.allTypes') : t(`gameTypeTitle.${option}`)}
                </button>
              ))}
            </div>
            <Link to={hallPathFor(choice)} className="gms-row__more">
              {t('widgets.seeMore')}
            </Link>
          </>
        }
      />
      {launcher.ui}
    </section>
  );
}
