// Home widget for the host: `loadRemote('remote_lottery/regional-numbers')`. No props.
import { RegionalNumbers } from '../features/home-widgets/components/RegionalNumbers';
import { registerLotteryTranslations } from '../i18n';
import '../styles.css';

registerLotteryTranslations();

export default RegionalNumbers;
