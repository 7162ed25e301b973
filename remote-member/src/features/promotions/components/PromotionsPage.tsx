import { useTranslation } from '@suite/shared';
import { PageSection } from '../../../components/PageSection';
import { MEMBER_NS } from '../../../i18n';

export function PromotionsPage() {
  const { t } = useTranslation(MEMBER_NS);
  return <PageSection page="promotions" title={t('pages.promotions')} />;
}
