import { PopularGames } from '../features/home-widgets/components/PopularGames';
import { registerGamesTranslations } from '../i18n';

registerGamesTranslations();

/** Home widget: featured (hot) slots. A component without props, rendered inside the host's router. */
export default PopularGames;
