import { centreClass, useTranslation, Link } from '@suite/shared';
import { PageBoundary, PageSkeleton } from '../../../components/PageBoundary';
import { PageSection } from '../../../components/PageSection';
import { AGENT_NS } from '../../../i18n';
import { AGENT_CENTER_PATH, availableAgentPages, type AgentFeatureFlags } from '../agent-pages';
import { CENTRE_PAGE_COMPONENTS } from '../page-components';
import { AgentMenu, AgentMenuSelect } from './AgentMenu';

export interface AgentCenterProps {
  page: string;
  /** The switches of the gated pages. */
  flags: AgentFeatureFlags;
  /** false while the switches load: an unknown page may be one a switch turns on, so it waits. */
  flagsLoaded?: boolean;
}

/**
 * The agent centre: menu on one side, the requested page on the other (on a phone, a select above it).
 * A page with a body (page-components.ts) is loaded on demand behind a skeleton and a Retry on failure;
 * the others show their title. The host shows all this in its overlay, with the close button.
 */
export function AgentCenter({ page, flags, flagsLoaded = true }: AgentCenterProps) {
  const { t } = useTranslation(AGENT_NS);
  const pages = availableAgentPages(flags);
  const current = pages.find((entry) => entry.page === page)?.page;
  return (
    <div className={`${centreClass.layout} agt-center`} data-build={__SUITE_BUILD__.version}>
      <AgentMenu pages={pages} current={current} />
      {/* Shown instead of the menu below 768 px, so the page comes first (issue 13). */}
      <AgentMenuSelect pages={pages} current={current} />
      <div className={`${centreClass.content} agt-center__content`}>
        {current ? (
          <PageSection page={current} title={t(`pages.${current}`)}>
            <CentrePageBody page={current} />
          </PageSection>
        ) : !flagsLoaded ? (
          <PageSkeleton />
        ) : (
          <PageSection page="notFound" title={t('center.notFound')}>
            <Link to={AGENT_CENTER_PATH}>{t('center.back')}</Link>
          </PageSection>
        )}
      </div>
    </div>
  );
}

function CentrePageBody({ page }: { page: string }) {
  const Body = CENTRE_PAGE_COMPONENTS[page];
  if (!Body) return null;
  return (
    <PageBoundary key={page}>
      <Body />
    </PageBoundary>
  );
}
