import { startStandalone } from '@suite/shared';
import LotteryRoutes, { STANDALONE_LINKS } from './exposes/routes';
import { LOTTERY_NS } from './i18n';

/** Standalone frame: lets the lottery team run this remote alone (`pnpm --filter remote-lottery dev`). */
void startStandalone({
  namespace: LOTTERY_NS,
  links: STANDALONE_LINKS,
  Routes: LotteryRoutes,
  navClassName: 'lot-standalone-nav',
});
