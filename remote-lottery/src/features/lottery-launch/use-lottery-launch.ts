import { api, callApi, currentLanguage, isApiError } from '@suite/shared';
import { useCallback, useState } from 'react';
import { useLoginGate } from '../../lib/use-login-gate';
import { openInPage, resolveLaunchUrl } from './open-url';

export interface LotteryLaunch {
  /** Betting view of one lottery, or the lobby (optionally opened on one lottery). */
  launch(request: { gameCode?: string; view: 'betting' | 'lobby' }): void;
  launching: boolean;
  error: string | null;
}

/**
 * The lottery lobby launch (spec 2 §7): lottoArea VN, launchMode LOTT, the prize mode, game code,
 * betting or lobby view, device, back URL (this page) and language; login rules first.
 */
export function useLotteryLaunch(prizeMode: api.PrizeMode): LotteryLaunch {
  const gate = useLoginGate();
  const [launching, setLaunching] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const launch = useCallback<LotteryLaunch['launch']>(
    ({ gameCode, view }) => {
      gate(() => {
        setLaunching(true);
        setError(null);
        callApi(api.lotteryLaunch, {
          lottoArea: 'VN',
          launchMode: 'LOTT',
          prizeMode,
          ...(gameCode ? { gameCode } : {}),
          view,
          device: api.DEVICE,
          backUrl: window.location.href,
          language: currentLanguage(),
        }).then(
          (result) => {
            setLaunching(false);
            openInPage(resolveLaunchUrl(result.content));
          },
          (failure: unknown) => {
            setLaunching(false);
            setError(isApiError(failure) ? failure.message : String(failure));
          },
        );
      });
    },
    [gate, prizeMode],
  );

  return { launch, launching, error };
}
