import { centreClass, useTranslation, Link } from '@suite/shared';
import { PageSection } from '../../../components/PageSection';
import { AGENT_NS } from '../../../i18n';
import { AGENT_CENTER_PATH, availableAgentPages, type AgentFeatureFlags } from '../agent-pages';
import { AgentMenu, AgentMenuSelect } from './AgentMenu';

/**
 * The agent centre: menu on one side, the requested page on the other (on a phone, a select above it). Page bodies arrive in
 * later issues; when one grows, load it with React.lazy here behind a Suspense boundary.
 */
export function AgentCenter({ page, flags }: { page: string; flags: AgentFeatureFlags }) {
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
          <PageSection page={current} title={t(`pages.${current}`)} />
        ) : (
          <PageSection page="notFound" title={t('center.notFound')}>
            <Link to={AGENT_CENTER_PATH}>{t('center.back')}</Link>
          </PageSection>
        )}
      </div>
    </div>
  );
}
