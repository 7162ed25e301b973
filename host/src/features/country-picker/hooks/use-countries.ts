import { api } from '@suite/shared';
import { useCachedCall } from '../../../lib/use-cached-call';
import { usePermission } from '../../site-config/use-site-config';
import { FALLBACK_COUNTRIES } from '../countries';

export interface CountriesState {
  countries: readonly api.Country[];
  /** The visitor's country code (permission location), null when unknown. */
  currentCountry: string | null;
  /** Both answers are in (or failed): the default can be chosen. */
  loaded: boolean;
}

/** Session-storage cache key of the dialing-code list. */
export const COUNTRIES_CACHE_KEY = 'suite.countries';

/**
 * The dialing codes (GET /wps/system/countries, cached for the browser session; a built-in list
 * if it cannot be read) and the visitor's country from the permission info.
 */
export function useCountries(): CountriesState {
  const list = useCachedCall(api.countries, undefined, { storageKey: COUNTRIES_CACHE_KEY, perLanguage: false });
  const permission = usePermission();
  const countries = list.data && list.data.length > 0 ? list.data : FALLBACK_COUNTRIES;
  return {
    countries,
    currentCountry: permission.info?.location.countryCode || null,
    loaded: !list.loading && !permission.loading,
  };
}
