import { api, useApi, useSession, useTranslation } from '@suite/shared';
import { useId } from 'react';
import { GAMES_NS } from '../../../i18n';
import { useGameLauncher } from '../../../games/launch/use-game-launcher';
import { usePlayersNow } from '../use-players-now';
import { GameRow } from './GameRow';
import './home-widgets.css';

/**
 * Home widget (exposed as ./recent-games; issue 27): the member's recent games (GCS_recentGame,
 * newest first) as a row of their art, with the players in each now, launched in place. A visitor,
 * a member who has played nothing yet and a failed call render nothing (the host hides the slot).
 */
export function RecentGames() {
  const { t } = useTranslation(GAMES_NS);
  const titleId = useId();
  const member = useSession() !== null;
  const recent = useApi(api.recentGames, { clientType: api.CLIENT_TYPE }, { enabled: member });
  const playersNow = usePlayersNow();
  const launcher = useGameLauncher();
  if (!member) return null;
  if (recent.error && !recent.data) return null;
  if (recent.data && recent.data.list.length === 0) return null;
  const title = t('widgets.recentGames');
  return (
    <section className="gms-widget gms-widget--row" aria-labelledby={titleId}>
      <GameRow
        games={recent.data?.list}
        title={title}
        playersNow={playersNow}
        onLaunch={launcher.launch}
        placeholders={api.RECENT_GAMES_LIMIT}
        head={
          <h2 id={titleId} className="gms-row__title">
            {title}
          </h2>
        }
      />
      {launcher.ui}
    </section>
  );
}
