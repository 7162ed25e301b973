import { JackpotCounter } from '../features/jackpot/components/JackpotCounter';
import { registerGamesTranslations } from '../i18n';

registerGamesTranslations();

/** Home widget: the jackpot, counting the same figure as the /rng hall's, with a way to the slots. */
export default function JackpotTicker() {
  return <JackpotCounter variant="ticker" />;
}
