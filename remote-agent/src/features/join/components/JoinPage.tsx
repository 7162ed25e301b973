import { useT } from '@suite/shared';
import { PageSection } from '../../../components/PageSection';
import { AGENT_NS } from '../../../i18n';

export function JoinPage() {
  const { t } = useT(AGENT_NS);
  return <PageSection page="join" title={t('pages.join')} />;
}
