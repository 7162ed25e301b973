import { RecentGames } from '../features/home-widgets/components/RecentGames';
import { registerGamesTranslations } from '../i18n';

registerGamesTranslations();

/** Home widget: the member's recent games as a row of their art; nothing for a visitor. Rendered inside the host's router. */
export default RecentGames;
