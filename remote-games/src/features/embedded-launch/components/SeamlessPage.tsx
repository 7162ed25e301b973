import { api, useApi, useSession, useTranslation, Link, useSearchParams } from '@suite/shared';
import { GAMES_NS } from '../../../i18n';
import { GAME_PLATFORM } from '../../../games/game-query-base';
import { decideLaunch } from '../../../games/launch/launch-rules';
import { useLanguage } from '../../../lib/use-language';
import { EmbeddedGame } from './EmbeddedGame';
import '../../../games/components/games.css';

const VASSALAGE = /^[A-Z0-9_]{2,20}$/;
const GAME_CODE = /^[A-Za-z0-9_-]{1,40}$/;

/** The game a /seamless URL names (?vassalage=&gameCode=&gameType=), or null. */
function requestedGame(params: URLSearchParams): Pick<api.Game, 'vassalage' | 'vendor' | 'gameCode' | 'gameType' | 'isGame'> | null {
  const vassalage = params.get('vassalage') ?? '';
  const gameCode = params.get('gameCode') ?? '';
  const gameType = (params.get('gameType') ?? 'RNG').toUpperCase() as api.GameType;
  if (!VASSALAGE.test(vassalage) || !GAME_CODE.test(gameCode) || !api.GAME_TYPES.includes(gameType)) return null;
  return { vassalage, vendor: vassalage, gameCode, gameType, isGame: true };
}

/**
 * /seamless: one game launched in place (seamless wallet: no transfer step), named by the URL. Games
 * that the launch rules send elsewhere (lottery, PVP rooms) get a link to where they open.
 */
export function SeamlessPage() {
  const { t } = useTranslation(GAMES_NS);
  const language = useLanguage();
  const [params] = useSearchParams();
  const loggedIn = Boolean(useSession()?.token);
  const game = requestedGame(params);
  const decision = game ? decideLaunch(game, true) : null;
  const launch = useApi(
    api.launchGame,
    { vassalage: game?.vassalage ?? '', gameCode: game?.gameCode ?? '', gameType: game?.gameType ?? 'RNG', language, platform: GAME_PLATFORM },
    { enabled: loggedIn && decision?.kind === 'launch' },
  );
  if (!game || !decision) {
    return (
      <div className="gms-notice">
        <p role="status">{t('embedded.seamlessChoose')}</p>
        <Link to="/rng">{t('game.toHall')}</Link>
      </div>
    );
  }
  if (decision.kind !== 'launch') {
    const href = decision.kind === 'lottery' ? decision.href : `/pvp?vassalage=${encodeURIComponent(game.vassalage)}`;
    return (
      <div className="gms-notice">
        <p role="status">{t('embedded.seamlessNotHere')}</p>
        <Link to={href}>{t(decision.kind === 'lottery' ? 'gameTypeTitle.LOTT' : 'gameTypeTitle.PVP')}</Link>
      </div>
    );
  }
  return <EmbeddedGame loggedIn={loggedIn} launch={launch} title={t('game.frame', { name: game.gameCode })} />;
}
