import { useTranslation } from '@suite/shared';
import { PageSection } from '../../../components/PageSection';
import { AGENT_NS } from '../../../i18n';

export function AgentHomePage() {
  const { t } = useTranslation(AGENT_NS);
  return <PageSection page="agentHome" title={t('pages.agentHome')} />;
}
