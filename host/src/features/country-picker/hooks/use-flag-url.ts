import { useEffect, useState } from 'react';

type FlagUrl = (countryCode: string) => string;

/** The flags' chunk, once loaded (shared by every picker on the page). */
let loaded: FlagUrl | null = null;
let loading: Promise<FlagUrl> | null = null;

function loadFlags(): Promise<FlagUrl> {
  loading ??= import(/* webpackChunkName: "country-flags" */ '../flags/flag-images').then(
    (module) => (loaded = module.flagUrl),
    (error: unknown) => {
      // A failed chunk is asked for again by the next picker; until then the flags keep their empty box.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The flag images' src for a country code (issue 26 #15), or null while their chunk loads: the
 * drawings are a chunk of their own, fetched when a picker first shows, never in the first load.
 */
export function useFlagUrl(): FlagUrl | null {
  const [flagUrl, setFlagUrl] = useState<FlagUrl | null>(() => loaded);
  useEffect(() => {
    if (flagUrl) return undefined;
    let live = true;
    loadFlags().then(
      (url) => {
        if (live) setFlagUrl(() => url);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [flagUrl]);
  return flagUrl;
}
