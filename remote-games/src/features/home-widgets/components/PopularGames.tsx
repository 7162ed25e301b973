import { api, useApi, useTranslation, Link } from '@suite/shared';
import { useId } from 'react';
import { GAMES_NS } from '../../../i18n';
import { GameGrid } from '../../../games/components/GameGrid';
import { gameQueryBase } from '../../../games/game-query-base';
import { useGameLauncher } from '../../../games/launch/use-game-launcher';
import { useLanguage } from '../../../lib/use-language';
import './home-widgets.css';

/** How many featured slots the home page shows. */
export const POPULAR_GAMES_COUNT = 12;

/** Home widget (exposed as ./popular-games): the hall's hot slots (the RNG list with isTop 1). */
export function PopularGames() {
  const { t } = useTranslation(GAMES_NS);
  const titleId = useId();
  const language = useLanguage();
  const list = useApi(api.gameList, { ...gameQueryBase(language), gameType: 'RNG', isTop: 1, pageNo: 1, pageSize: POPULAR_GAMES_COUNT });
  const launcher = useGameLauncher();
  if (list.error && !list.data) return null;
  if (list.data && list.data.games.length === 0) return null;
  return (
    <section className="gms-widget" aria-labelledby={titleId}>
      <div className="gms-widget__head">
        <h2 id={titleId} className="gms-widget__title">
          {t('widgets.popularGames')}
        </h2>
        <Link to="/rng?page=hot" className="gms-widget__more">
          {t('widgets.seeAll')}
        </Link>
      </div>
      <GameGrid games={list.data?.games} placeholders={POPULAR_GAMES_COUNT} onLaunch={launcher.launch} label={t('widgets.popularGames')} />
      {launcher.ui}
    </section>
  );
}
