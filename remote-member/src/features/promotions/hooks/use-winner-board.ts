import { api, useApi, type ApiError } from '@suite/shared';
import { useReloadWhileVisible } from '@suite/shared/reports';

/** How often the winners list asks again while the page is visible. */
export const WINNERS_REFRESH_MS = 30_000;

/**
 * The winner board, asked again every WINNERS_REFRESH_MS while the tab is visible (and at once when
 * it becomes visible again), without a page reload. The last list stays on screen while it reloads,
 * and through a failed refresh.
 */
export function useWinnerBoard(refreshMs: number = WINNERS_REFRESH_MS): {
  winners: api.Winner[] | undefined;
  error: ApiError | undefined;
  loading: boolean;
  reload: () => void;
} {
  const { data, error, loading, reload } = useApi(api.winnerBoard, undefined);
  useReloadWhileVisible(reload, refreshMs);
  return { winners: data, error, loading, reload };
}
