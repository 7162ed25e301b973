import { SportsProviderPage } from '../../features/embedded-launch/components/SportsProviderPage';

export default SportsProviderPage;
