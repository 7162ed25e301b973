import { api, readStorage, SESSION_KEYS, type Language } from '@suite/shared';

/** Platform value of the game calls (spec 2 §7: newGameVendor's default). */
export const GAME_PLATFORM = 'html5-desktop';
/** hotGamesV2's platform list and isPlatform value (spec 2 §7). */
export const HOT_GAMES_PLATFORM = 'flash,html5-desktop';
export const HOT_GAMES_IS_PLATFORM = 2;

/** The merchant the login stored in session storage ('' for a visitor). */
export function currentMerchant(): string {
  return readStorage('session', SESSION_KEYS.merchant) ?? '';
}

export function currentMerchantCode(): string {
  return readStorage('session', SESSION_KEYS.merchantCode) ?? '';
}

/** The fields every game-list query carries; they identify the client and do not filter. */
export function gameQueryBase(language: Language): Pick<api.GameQuery, 'clientType' | 'platform' | 'channel' | 'merchant' | 'language' | 'pageSize'> {
  return {
    clientType: api.CLIENT_TYPE,
    platform: GAME_PLATFORM,
    channel: api.BRAND_PLATFORM,
    merchant: currentMerchant(),
    language,
    pageSize: api.GAME_PAGE_SIZE,
  };
}
