import { centreClass, startStandalone } from '@suite/shared';
import AgentRoutes, { STANDALONE_LINKS } from './exposes/routes';
import { AGENT_NS } from './i18n';

/** Standalone frame: lets the agent-area team run this remote alone (`pnpm --filter remote-agent dev`). */
void startStandalone({
  namespace: AGENT_NS,
  links: STANDALONE_LINKS,
  Routes: AgentRoutes,
  navClassName: `${centreClass.standaloneNav} agt-standalone-nav`,
});
