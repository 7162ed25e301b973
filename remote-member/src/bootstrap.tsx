import { centreClass, startStandalone } from '@suite/shared';
import MemberRoutes, { STANDALONE_LINKS } from './exposes/routes';
import { MEMBER_NS } from './i18n';

/** Standalone frame: lets the member-area team run this remote alone (`pnpm --filter remote-member dev`). */
void startStandalone({
  namespace: MEMBER_NS,
  links: STANDALONE_LINKS,
  Routes: MemberRoutes,
  navClassName: `${centreClass.standaloneNav} mem-standalone-nav`,
});
