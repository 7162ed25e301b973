import { useT } from '@suite/shared';
import { PageSection } from '../../../components/PageSection';
import { AGENT_NS } from '../../../i18n';

export function AgentHomePage() {
  const { t } = useT(AGENT_NS);
  return <PageSection page="agentHome" title={t('pages.agentHome')} />;
}
