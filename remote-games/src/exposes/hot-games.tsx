import { HotGames } from '../features/home-widgets/components/HotGames';
import { registerGamesTranslations } from '../i18n';

registerGamesTranslations();

/**
 * Home widget: hot games by type. A component without props, rendered inside the host's router
 * (tiles launch through the launch rules and may navigate).
 */
export default HotGames;
