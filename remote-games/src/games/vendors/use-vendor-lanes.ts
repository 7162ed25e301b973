import { api, callApi, type ApiError, type Language } from '@suite/shared';
import { useEffect, useState } from 'react';
import { GAME_PLATFORM } from '../game-query-base';

/**
 * The vendor lanes (GCSGAME_newGameVendor, value.data.lanes) are cached for the language on screen
 * (spec 2 §4: cached, refreshed on a language change), so moving between category pages shows the
 * vendors at once; after a language change, every language is asked again when next shown.
 */
const cache = new Map<Language, Promise<api.VendorLane[]>>();
const settled = new Map<Language, api.VendorLane[]>();

export function loadVendorLanes(language: Language): Promise<api.VendorLane[]> {
  // A language change refreshes the list: the other languages' answers are asked again next time
  // (their last lanes stay in `settled`, shown only until the new answer comes).
  for (const other of [...cache.keys()]) if (other !== language) cache.delete(other);
  let request = cache.get(language);
  if (!request) {
    request = callApi(api.newGameVendor, { platform: GAME_PLATFORM, language }).then(
      (value) => {
        const lanes = value.data.lanes;
        settled.set(language, lanes);
        return lanes;
      },
      (error: unknown) => {
        cache.delete(language);
        throw error;
      },
    );
    cache.set(language, request);
  }
  return request;
}

/** Test seam: forget what was loaded. */
export function forgetVendorLanes(): void {
  cache.clear();
  settled.clear();
}

export interface VendorLanesState {
  lanes: api.VendorLane[] | undefined;
  error: ApiError | undefined;
}

export function useVendorLanes(language: Language): VendorLanesState {
  const [state, setState] = useState<{ language: Language } & VendorLanesState>(() => ({ language, lanes: settled.get(language), error: undefined }));
  useEffect(() => {
    let live = true;
    loadVendorLanes(language).then(
      (lanes) => live && setState({ language, lanes, error: undefined }),
      (error: ApiError) => live && setState({ language, lanes: undefined, error }),
    );
    return () => {
      live = false;
    };
  }, [language]);
  // Until the new language answers, the previous lanes stay on screen.
  return state.language === language ? state : { lanes: settled.get(language) ?? state.lanes, error: undefined };
}
