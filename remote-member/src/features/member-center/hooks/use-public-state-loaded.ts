import { refreshPublicState, useSession } from '@suite/shared';
import { useEffect, useState } from 'react';

/** The session whose public state the centre has already seen loaded (later openings need no wait). */
let loadedFor: string | null = null;

/** Test support: forget that the public state was loaded. */
export function forgetPublicStateLoaded(): void {
  loadedFor = null;
}

/**
 * Loads the public state (counts, referral switch) when the centre opens and says whether it has
 * arrived: the menu renders only after loading (spec 1 §2). The first opening in a session waits for
 * the answer (or its failure: the menu then shows without counts); later openings show at once while
 * the counts refresh. Without a session (the standalone frame, tests) there is nothing to wait for.
 */
export function usePublicStateLoaded(): boolean {
  const token = useSession()?.token ?? null;
  const [loadedToken, setLoadedToken] = useState<string | null>(() => loadedFor);
  useEffect(() => {
    if (!token) return undefined;
    let live = true;
    void refreshPublicState().finally(() => {
      loadedFor = token;
      if (live) setLoadedToken(token);
    });
    return () => {
      live = false;
    };
  }, [token]);
  return token === null || loadedToken === token;
}
