import { WinnersList } from '../features/promotions/components/WinnersList';
import { registerPromotionsTranslations } from '../features/promotions/i18n';

registerPromotionsTranslations();

/**
 * Home widget: the winner board (latest big wins, refreshed without a reload). A component without
 * props, rendered inside the host's router; an empty board renders nothing, so the host hides its slot.
 */
export default function HomeWinners() {
  return <WinnersList hideWhenEmpty />;
}
