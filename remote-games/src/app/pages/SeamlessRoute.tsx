import { SeamlessPage } from '../../features/embedded-launch/components/SeamlessPage';

export default SeamlessPage;
