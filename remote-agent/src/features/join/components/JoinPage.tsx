import { useTranslation } from '@suite/shared';
import { PageSection } from '../../../components/PageSection';
import { AGENT_NS } from '../../../i18n';

export function JoinPage() {
  const { t } = useTranslation(AGENT_NS);
  return <PageSection page="join" title={t('pages.join')} />;
}
