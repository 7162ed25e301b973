import { api, currentLanguage } from '@suite/shared';
import { useMemo } from 'react';
import { useCachedCall } from '../../lib/use-cached-call';
import { CACHE_KEYS, usePermission } from '../site-config/use-site-config';
import { buildNavCategories, DEFAULT_PROVIDER_SPLIT, fallbackCategories, type NavCategory } from './nav-model';

export interface NavCategories {
  categories: NavCategory[];
  /** True once the game menus answered (the providers are known). */
  ready: boolean;
}

/**
 * The header's game categories with their providers, cached in session storage and asked again when
 * the language changes (spec 2 §4). Until the menus answer, or if they fail, the categories show
 * without providers so the site stays navigable.
 */
export function useNavCategories(): NavCategories {
  const language = currentLanguage();
  const menus = useCachedCall(api.gameMenus, { language }, { storageKey: CACHE_KEYS.gameMenus });
  const { info } = usePermission();
  const split = info?.gameProviderSplit ?? DEFAULT_PROVIDER_SPLIT;
  return useMemo(() => {
    if (!menus.data || menus.data.length === 0) return { categories: fallbackCategories(), ready: false };
    return { categories: buildNavCategories(menus.data, split), ready: true };
  }, [menus.data, split]);
}
