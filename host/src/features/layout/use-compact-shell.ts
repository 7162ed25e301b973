import { useMediaQuery } from '../auth/hooks/use-media-query';

/** Below 768 px the shell is the phone's: compact header, drawer, bottom bar (issue 13). */
export const COMPACT_SHELL_QUERY = '(max-width: 767.98px)';

export function useCompactShell(): boolean {
  return useMediaQuery(COMPACT_SHELL_QUERY);
}
