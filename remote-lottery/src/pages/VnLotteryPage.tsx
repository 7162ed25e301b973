import { api, useSearchParams, useTranslation } from '@suite/shared';
import { PageSection } from '../components/PageSection';
import { LobbyFramePage } from '../features/lottery-launch/components/LobbyFramePage';
import { LOBBY_PARAM } from '../features/lottery-launch/open-url';
import { LOTTERY_NS } from '../i18n';
import { LotteryScreen } from './LotteryScreen';

/** /vnlottery: Vietnam's regional lotteries (prize mode Lott); with ?lobby= the launched lobby in a frame. */
export function VnLotteryPage() {
  const { t } = useTranslation(LOTTERY_NS);
  const [params] = useSearchParams();
  if (params.has(LOBBY_PARAM)) return <LobbyFramePage />;
  return (
    <PageSection page="vnlottery" title={t('pages.vnlottery')}>
      <LotteryScreen prizeMode={api.VN_LOTTERY_PRIZE_MODE} />
    </PageSection>
  );
}

export default VnLotteryPage;
