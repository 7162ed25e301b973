import { MissionWidget } from '../features/missions/components/MissionWidget';

/**
 * Home widget: the logged-in member's missions of today and their progress. A component without
 * props, rendered inside the host's router (its link leads to the centre's mission page).
 */
export default MissionWidget;
