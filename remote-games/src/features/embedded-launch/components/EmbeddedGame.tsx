import { launchBaseUrl, LOGIN_PATH, useTranslation, type ApiError, type api } from '@suite/shared';
import { useNavigate } from '@suite/shared';
import { RealityCheck } from '@suite/shared/responsible';
import { GAMES_NS } from '../../../i18n';
import { GameFrame } from '../../../games/components/GameFrame';
import { httpUrl } from '../../../lib/safe-url';

export interface EmbeddedGameProps {
  /** The launch call's state (useApi); `loggedIn` false shows the login prompt instead. */
  loggedIn: boolean;
  launch: { data: api.LaunchResult | undefined; error: ApiError | undefined; reload(): void };
  title: string;
}

/**
 * A launch answered in place (/seamless, /fbsports): the game page in a frame, with the reality check
 * while it plays (issue 24), or why it cannot be shown.
 */
export function EmbeddedGame({ loggedIn, launch, title }: EmbeddedGameProps) {
  const { t } = useTranslation(GAMES_NS);
  const navigate = useNavigate();
  if (!loggedIn) {
    return (
      <div className="gms-login-prompt">
        <p>{t('embedded.loginFirst')}</p>
        <button type="button" onClick={() => navigate(LOGIN_PATH)}>
          {t('hall.login')}
        </button>
      </div>
    );
  }
  if (launch.error) {
    return (
      <div className="gms-alert" role="alert">
        <p>{launch.error.message}</p>
        <button type="button" onClick={launch.reload}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (!launch.data) return <p role="status">{t('embedded.opening')}</p>;
  const base = launchBaseUrl() || window.location.origin;
  const url = httpUrl(launch.data.content, new URL(base, window.location.origin).href);
  if (!url) {
    return (
      <div className="gms-alert" role="alert">
        <p>{t('launch.invalidUrl')}</p>
      </div>
    );
  }
  return (
    <>
      <GameFrame url={url} title={title} />
      <RealityCheck />
    </>
  );
}
