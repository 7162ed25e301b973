import { useTranslation } from '@suite/shared';
import { PageSection } from '../../../components/PageSection';
import { MEMBER_NS } from '../../../i18n';

export function PointMallPage() {
  const { t } = useTranslation(MEMBER_NS);
  return <PageSection page="pointMall" title={t('pages.pointMall')} />;
}
