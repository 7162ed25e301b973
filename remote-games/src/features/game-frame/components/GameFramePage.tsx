import { refreshBalance, useTranslation, Link, useLocation, useNavigate, useSearchParams } from '@suite/shared';
import { RealityCheck } from '@suite/shared/responsible';
import { GAMES_NS } from '../../../i18n';
import { GameFrame } from '../../../games/components/GameFrame';
import type { GameFrameState } from '../../../games/launch/launch-rules';
import { httpUrl } from '../../../lib/safe-url';
import '../../../games/components/games.css';
import './game-frame-page.css';

/** Only a path of this site may be returned to. */
function returnPath(state: unknown): string {
  const from = (state as Partial<GameFrameState> | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}

/**
 * /game?url=<http(s) URL>&name=<game>: the launched game in an embedded frame, under a bar that
 * closes it and returns where the player launched it from (the balance is read again on the way).
 * While it plays, the reality check (issue 24) comes up at the member's interval.
 */
export function GameFramePage() {
  const { t } = useTranslation(GAMES_NS);
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const raw = params.get('url');
  const url = httpUrl(raw);
  const name = params.get('name') ?? '';

  if (!raw) {
    return (
      <div className="gms-notice">
        <p role="status">{t('game.none')}</p>
        <Link to="/rng">{t('game.toHall')}</Link>
      </div>
    );
  }
  if (!url) {
    return (
      <div className="gms-alert" role="alert">
        <p>{t('launch.invalidUrl')}</p>
      </div>
    );
  }
  const close = () => {
    void refreshBalance();
    navigate(returnPath(location.state));
  };
  return (
    <div className="gms-game">
      <div className="gms-game__bar" role="group" aria-label={t('game.toolbar')}>
        <span className="gms-game__name">{name || t('game.untitled')}</span>
        <button type="button" className="gms-game__close" onClick={close}>
          {t('game.close')}
        </button>
      </div>
      <GameFrame url={url} title={t('game.frame', { name: name || t('game.untitled') })} />
      <RealityCheck />
    </div>
  );
}
