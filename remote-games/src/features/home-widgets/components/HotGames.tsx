import { api, useApi, useTranslation } from '@suite/shared';
import { useId, useState } from 'react';
import { GAMES_NS } from '../../../i18n';
import { GameGrid } from '../../../games/components/GameGrid';
import { currentMerchantCode, HOT_GAMES_IS_PLATFORM, HOT_GAMES_PLATFORM } from '../../../games/game-query-base';
import { useGameLauncher } from '../../../games/launch/use-game-launcher';
import './home-widgets.css';

/** Home widget (exposed as ./hot-games): hot games by type (GCSGAME_hotGamesV2), launched in place. */
export function HotGames() {
  const { t } = useTranslation(GAMES_NS);
  const titleId = useId();
  const hot = useApi(api.hotGames, { merchantCode: currentMerchantCode(), isPlatform: HOT_GAMES_IS_PLATFORM, platform: HOT_GAMES_PLATFORM });
  const [chosen, setChosen] = useState<api.HotGameType | null>(null);
  const launcher = useGameLauncher();
  const groups = hot.data?.filter((group) => group.games.length > 0);
  const active = groups?.find((group) => group.gameType === chosen) ?? groups?.[0];
  if (hot.error && !hot.data) return null;
  if (groups && groups.length === 0) return null;
  return (
    <section className="gms-widget" aria-labelledby={titleId}>
      <div className="gms-widget__head">
        <h2 id={titleId} className="gms-widget__title">
          {t('widgets.hotGames')}
        </h2>
        <div className="gms-tabs" role="group" aria-label={t('widgets.hotGameTypes')}>
          {groups?.map((group) => (
            <button
              key={group.gameType}
              type="button"
              className="gms-tabs__tab"
              aria-pressed={group.gameType === active?.gameType}
              onClick={() => setChosen(group.gameType)}
            >
              {t(`gameTypeTitle.${group.gameType}`)}
            </button>
          ))}
        </div>
      </div>
      <GameGrid
        games={active?.games}
        placeholders={api.HOT_GAMES_PER_TYPE}
        onLaunch={launcher.launch}
        label={active ? `${t('widgets.hotGames')}: ${t(`gameTypeTitle.${active.gameType}`)}` : t('widgets.hotGames')}
      />
      {launcher.ui}
    </section>
  );
}
