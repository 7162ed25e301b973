// Home widget for the host: `loadRemote('remote_lottery/popular-lotteries')`, rendered inside the
// host's router (its links go to /lottery). No props.
import { PopularLotteries } from '../features/home-widgets/components/PopularLotteries';
import { registerLotteryTranslations } from '../i18n';
import '../styles.css';

registerLotteryTranslations();

export default PopularLotteries;
