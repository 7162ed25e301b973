/** The reward center's two badges for the public state (member-routes.ts). */
export { countWaitingRewards as rewardCountOf } from './reward-repository';
export { countCollectableMissions as missionCountOf } from './mission-repository';
