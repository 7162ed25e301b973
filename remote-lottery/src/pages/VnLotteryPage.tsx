import { api, useT } from '@suite/shared';
import { PageSection } from '../components/PageSection';
import { LOTTERY_NS } from '../i18n';
import { LotteryScreen } from './LotteryScreen';

/** /vnlottery: Vietnam's regional lotteries (prize mode Lott). */
export function VnLotteryPage() {
  const { t } = useT(LOTTERY_NS);
  return (
    <PageSection page="vnlottery" title={t('pages.vnlottery')}>
      <LotteryScreen prizeMode={api.VN_LOTTERY_PRIZE_MODE} />
    </PageSection>
  );
}

export default VnLotteryPage;
