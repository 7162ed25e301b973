import { WinnersTicker } from '../features/home-widgets/components/WinnersTicker';
import { registerGamesTranslations } from '../i18n';

registerGamesTranslations();

/** Home widget: the latest big wins scrolling by (pausable); nothing while the board is empty. */
export default function HomeWinnersTicker() {
  return <WinnersTicker />;
}
