import { centreClass, useTranslation, useLocation } from '@suite/shared';
import type { ComponentType } from 'react';
import { AgentCenter } from '../features/agent-center/components/AgentCenter';
import { AGENT_CENTER_PATH, requestedAgentPage, type AgentFeatureFlags } from '../features/agent-center/agent-pages';
import { AgentHomePage } from '../features/agent-home/components/AgentHomePage';
import { JoinPage } from '../features/join/components/JoinPage';
import { AGENT_NS, registerAgentTranslations } from '../i18n';
import { normalizePath } from '../utils/normalize-path';

registerAgentTranslations();

/** Pages outside the centre, by the path the host mounts them at. */
const SECTIONS: Record<string, { page: string; Component: ComponentType }> = {
  '/agentHome': { page: 'agentHome', Component: AgentHomePage },
  '/join': { page: 'join', Component: JoinPage },
};

/** Feature flags gating centre pages (all off by default; the host passes none yet). */
export type AgentRoutesProps = AgentFeatureFlags;

/** The agent area (centre at /agent/<page>, agent home, join), inside the host's router. */
export default function AgentRoutes({ enableCt = false, salary = false, hourSalary = false, agentRealtimeSalary = false }: AgentRoutesProps) {
  const { pathname } = useLocation();
  const { t } = useTranslation(AGENT_NS);
  const path = normalizePath(pathname);
  const centrePage = requestedAgentPage(path);
  if (centrePage !== undefined) {
    return <AgentCenter page={centrePage} flags={{ enableCt, salary, hourSalary, agentRealtimeSalary }} />;
  }
  const section = SECTIONS[path];
  if (!section) {
    return (
      <p className={`${centreClass.status} agt-status`} role="status" data-build={__SUITE_BUILD__.version}>
        {t('pages.unknown')}
      </p>
    );
  }
  return <section.Component />;
}

/** Links of the standalone frame: path and the i18n key of its label. */
export const STANDALONE_LINKS = [
  { path: AGENT_CENTER_PATH, labelKey: 'center.title' },
  ...Object.entries(SECTIONS).map(([path, { page }]) => ({ path, labelKey: `pages.${page}` })),
];
