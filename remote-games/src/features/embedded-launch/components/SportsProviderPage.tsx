import { api, useApi, useSession, useTranslation } from '@suite/shared';
import { GAMES_NS } from '../../../i18n';
import { useLanguage } from '../../../lib/use-language';
import { EmbeddedGame } from './EmbeddedGame';
import '../../../games/components/games.css';

/** /fbsports (spec 2 §2): the sports provider's lobby, launched with GCS_gameLaunchFB, in place. */
export function SportsProviderPage() {
  const { t } = useTranslation(GAMES_NS);
  const language = useLanguage();
  const loggedIn = Boolean(useSession()?.token);
  const launch = useApi(api.sportsLaunch, { language }, { enabled: loggedIn });
  return <EmbeddedGame loggedIn={loggedIn} launch={launch} title={t('embedded.sportsTitle')} />;
}
