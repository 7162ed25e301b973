import { useTranslation } from '@suite/shared';
import { PageSection } from '../../../components/PageSection';
import { MEMBER_NS } from '../../../i18n';

export function VipPage() {
  const { t } = useTranslation(MEMBER_NS);
  return <PageSection page="vip" title={t('pages.vip')} />;
}
