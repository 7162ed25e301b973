import { type api, useTranslation } from '@suite/shared';
import { LotteryBoard, type LotteryBoardProps } from '../features/lottery-board/components/LotteryBoard';
import { useLotteryLaunch } from '../features/lottery-launch/use-lottery-launch';
import { LOTTERY_NS } from '../i18n';

export interface LotteryScreenProps {
  prizeMode: api.PrizeMode;
  focus?: LotteryBoardProps['focus'];
}

/** The lottery board wired to the lobby launch: a card's Play opens its betting view, the toolbar the lobby. */
export function LotteryScreen({ prizeMode, focus = null }: LotteryScreenProps) {
  const { t } = useTranslation(LOTTERY_NS);
  const { launch, launching, error } = useLotteryLaunch(prizeMode);
  return (
    <>
      {launching && (
        <p className="lot-status" role="status">
          {t('launch.opening')}
        </p>
      )}
      {error && (
        <p className="lot-error" role="alert">
          {error}
        </p>
      )}
      <LotteryBoard
        prizeMode={prizeMode}
        focus={focus}
        launching={launching}
        onPlay={(lottery) => launch({ gameCode: lottery.gameCode, view: 'betting', name: lottery.gameName })}
        onOpenLobby={() => launch({ view: 'lobby', name: t('launch.lobby') })}
      />
    </>
  );
}
