import { useTranslation, useSearchParams } from '@suite/shared';
import { PageSection } from '../components/PageSection';
import { LobbyFramePage } from '../features/lottery-launch/components/LobbyFramePage';
import { LOBBY_PARAM } from '../features/lottery-launch/open-url';
import { LOTTERY_NS } from '../i18n';
import { prizeModeForVendor } from '../lib/prize-mode';
import { LotteryScreen } from './LotteryScreen';

/**
 * /lottery: every lottery of the vendor's prize mode. A game launch passes gameCode, vendor and
 * playType (spec 2 §2): the board opens on that lottery and offers to play it. With ?lobby= it shows
 * the launched lottery lobby in a frame instead.
 */
export function LotteryPage() {
  const { t } = useTranslation(LOTTERY_NS);
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  if (params.has(LOBBY_PARAM)) return <LobbyFramePage />;
  return (
    <PageSection page="lottery" title={t('pages.lottery')}>
      <LotteryScreen
        prizeMode={prizeModeForVendor(params.get('vendor'))}
        focus={gameCode ? { gameCode, playType: params.get('playType') } : null}
      />
    </PageSection>
  );
}

export default LotteryPage;
