import { Button, Link, refreshBalance, useLocation, useNavigate, useSearchParams, useTranslation } from '@suite/shared';
import { RealityCheck } from '@suite/shared/responsible';
import { LOTTERY_NS } from '../../../i18n';
import { httpUrl, LOBBY_NAME_PARAM, LOBBY_PARAM, type LobbyFrameState } from '../open-url';
import { LobbyFrame } from './LobbyFrame';

/** Only a path of this site may be returned to; else the lottery page itself, without the lobby. */
function returnPath(state: unknown, pathname: string): string {
  const from = (state as Partial<LobbyFrameState> | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : pathname;
}

/**
 * /lottery?lobby=<http(s) URL>&name=<lottery> (or /vnlottery?...): the launched lottery lobby inside
 * the site, under a bar that closes it and returns to the page it was opened from (the balance is
 * read again on the way, as bets may have changed it). While it is open, the reality check (issue 24)
 * comes up at the member's interval.
 */
export function LobbyFramePage() {
  const { t } = useTranslation(LOTTERY_NS);
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const raw = params.get(LOBBY_PARAM);
  const url = httpUrl(raw);
  const name = params.get(LOBBY_NAME_PARAM) || t('launch.lobby');

  if (!raw) {
    return (
      <div className="lot-lobby__notice">
        <p role="status">{t('launch.none')}</p>
        <Link to={location.pathname}>{t('launch.toBoard')}</Link>
      </div>
    );
  }
  if (!url) {
    return (
      <div className="lot-lobby__notice" role="alert">
        <p>{t('launch.invalidUrl')}</p>
        <Link to={location.pathname}>{t('launch.toBoard')}</Link>
      </div>
    );
  }
  const close = () => {
    void refreshBalance();
    navigate(returnPath(location.state, location.pathname));
  };
  return (
    <div className="lot-lobby">
      <div className="lot-lobby__bar" role="group" aria-label={t('launch.toolbar')}>
        <h1 className="lot-lobby__name">{name}</h1>
        <Button variant="secondary" size="sm" className="lot-lobby__close" onClick={close}>
          {t('launch.close')}
        </Button>
      </div>
      <LobbyFrame url={url} title={t('launch.frame', { name })} onBack={close} />
      <RealityCheck />
    </div>
  );
}
