import { useT } from '@suite/shared';
import { PageSection } from '../../../components/PageSection';
import { LOTTERY_NS } from '../../../i18n';

export function VnLotteryPage() {
  const { t } = useT(LOTTERY_NS);
  return <PageSection page="vnlottery" title={t('pages.vnlottery')} />;
}
