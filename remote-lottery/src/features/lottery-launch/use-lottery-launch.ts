import { api, callApi, currentLanguage, isApiError, useLocation, useNavigate } from '@suite/shared';
import { useCallback, useState } from 'react';
import { useLoginGate } from '../../lib/use-login-gate';
import { type LobbyFrameState, lobbyFrameHref, resolveLaunchUrl } from './open-url';

export interface LotteryLaunch {
  /** Betting view of one lottery, or the lobby (optionally opened on one lottery); `name` titles the frame. */
  launch(request: { gameCode?: string; view: 'betting' | 'lobby'; name?: string }): void;
  launching: boolean;
  error: string | null;
}

/**
 * The lottery lobby launch (spec 2 §7): lottoArea VN, launchMode LOTT, the prize mode, game code,
 * betting or lobby view, device, back URL (this page) and language; login rules first. The lobby
 * then opens inside the site, in the lobby frame of this page (the site's header stays above it).
 */
export function useLotteryLaunch(prizeMode: api.PrizeMode): LotteryLaunch {
  const gate = useLoginGate();
  const navigate = useNavigate();
  const location = useLocation();
  const [launching, setLaunching] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { pathname, search } = location;

  const launch = useCallback<LotteryLaunch['launch']>(
    ({ gameCode, view, name = '' }) => {
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
            const state: LobbyFrameState = { from: `${pathname}${search}` };
            navigate(lobbyFrameHref(pathname, resolveLaunchUrl(result.content), name), { state });
          },
          (failure: unknown) => {
            setLaunching(false);
            setError(isApiError(failure) ? failure.message : String(failure));
          },
        );
      });
    },
    [gate, prizeMode, navigate, pathname, search],
  );

  return { launch, launching, error };
}
