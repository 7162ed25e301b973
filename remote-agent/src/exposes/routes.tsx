import { centreClass, useTranslation, useLocation } from '@suite/shared';
import { lazy, type ComponentType } from 'react';
import { PageBoundary } from '../components/PageBoundary';
import { AgentCenter } from '../features/agent-center/components/AgentCenter';
import { AGENT_CENTER_PATH, requestedAgentPage } from '../features/agent-center/agent-pages';
import { useAgentSwitches } from '../hooks/use-agent-switches';
import { AGENT_NS, registerAgentTranslations } from '../i18n';
import { normalizePath } from '../utils/normalize-path';

registerAgentTranslations();

/** Pages outside the centre, by the path the host mounts them at; each its own chunk. */
const SECTIONS: Record<string, { page: string; Component: ComponentType }> = {
  '/agentHome': { page: 'agentHome', Component: lazy(() => import(/* webpackChunkName: "agent-home" */ '../features/agent-home/components/AgentHomePage')) },
  '/join': { page: 'join', Component: lazy(() => import(/* webpackChunkName: "join" */ '../features/join/components/JoinPage')) },
};

/**
 * The agent area (centre at /agent/<page>, agent home, join), inside the host's router. It takes no
 * props: the switches of the gated centre pages come from the site's white-label tree (shared).
 */
export default function AgentRoutes() {
  const { pathname } = useLocation();
  const { t } = useTranslation(AGENT_NS);
  const { flags, loaded } = useAgentSwitches();
  const path = normalizePath(pathname);
  const centrePage = requestedAgentPage(path);
  if (centrePage !== undefined) {
    return <AgentCenter page={centrePage} flags={flags} flagsLoaded={loaded} />;
  }
  const section = SECTIONS[path];
  if (!section) {
    return (
      <p className={`${centreClass.status} agt-status`} role="status" data-build={__SUITE_BUILD__.version}>
        {t('pages.unknown')}
      </p>
    );
  }
  return (
    <PageBoundary>
      <section.Component />
    </PageBoundary>
  );
}

/** Links of the standalone frame: path and the i18n key of its label. */
export const STANDALONE_LINKS = [
  { path: AGENT_CENTER_PATH, labelKey: 'center.title' },
  ...Object.entries(SECTIONS).map(([path, { page }]) => ({ path, labelKey: `pages.${page}` })),
];
