import { api } from '@suite/shared';

type GameType = api.GameType;
type GameMenu = api.GameMenu;
type VendorCard = api.VendorCard;
type GameProviderSplit = api.GameProviderSplit;

/** Category page of each game type (spec 1 §2). */
export const CATEGORY_PATHS: Record<GameType, string> = {
  RNG: '/rng',
  FISH: '/fish',
  PVP: '/pvp',
  LIVE: '/live',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  ELOTT: '/elott',
  LOTT: '/lottery',
  COCKFIGHT: '/cockfight',
};

/** i18n key (host namespace, `nav.*`) naming each game type. */
export const CATEGORY_LABEL_KEYS: Record<GameType, string> = {
  RNG: 'nav.rng',
  FISH: 'nav.fish',
  PVP: 'nav.pvp',
  LIVE: 'nav.live',
  SPORTS: 'nav.sports',
  ESPORTS: 'nav.esports',
  ELOTT: 'nav.elott',
  LOTT: 'nav.lottery',
  COCKFIGHT: 'nav.cockfight',
};

/**
 * What the bar (and home's tiles) show before the menus arrive (or when they cannot be read): the
 * categories, no providers, in the order the menus come in (the contract's game types, cockfight after
 * sports), so their arrival adds providers without moving the entries (issue 27: layout shift).
 */
export const FALLBACK_ORDER: readonly GameType[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'COCKFIGHT', 'ESPORTS', 'ELOTT', 'LOTT'];

export const PROVIDER_COLUMN_SIZE = 10;

export const DEFAULT_PROVIDER_SPLIT: GameProviderSplit = {
  esports: [...api.ESPORTS_PROVIDERS],
  cockfight: [...api.COCKFIGHT_PROVIDERS],
};

export interface NavCategory {
  gameType: GameType;
  path: string;
  labelKey: string;
  vendors: VendorCard[];
}

function category(gameType: GameType, vendors: VendorCard[]): NavCategory {
  return { gameType, path: CATEGORY_PATHS[gameType], labelKey: CATEGORY_LABEL_KEYS[gameType], vendors };
}

export function fallbackCategories(): NavCategory[] {
  return FALLBACK_ORDER.map((gameType) => category(gameType, []));
}

function mergeVendors(first: VendorCard[], more: VendorCard[]): VendorCard[] {
  const seen = new Set(first.map((vendor) => vendor.vassalage));
  return [...first, ...more.filter((vendor) => !seen.has(vendor.vassalage) && seen.add(vendor.vassalage))];
}

/**
 * The header's categories from the game menus (spec 1 §2): esports and cockfight providers arrive
 * inside SPORTS and are split out by the configured lists; esports keeps the API's position (or
 * follows sports), cockfight is placed right after sports. Unknown game types are skipped.
 */
export function buildNavCategories(menus: readonly GameMenu[], split: GameProviderSplit = DEFAULT_PROVIDER_SPLIT): NavCategory[] {
  const esportsCodes = new Set(split.esports.map((code) => code.toUpperCase()));
  const cockfightCodes = new Set(split.cockfight.map((code) => code.toUpperCase()));
  const esports: VendorCard[] = [];
  const cockfight: VendorCard[] = [];
  const result: NavCategory[] = [];

  for (const menu of menus) {
    if (!(menu.gameType in CATEGORY_PATHS) || result.some((item) => item.gameType === menu.gameType)) continue;
    if (menu.gameType !== 'SPORTS') {
      result.push(category(menu.gameType, [...menu.vendors]));
      continue;
    }
    const sports: VendorCard[] = [];
    for (const vendor of menu.vendors) {
      const code = vendor.vassalage.toUpperCase();
      if (esportsCodes.has(code)) esports.push({ ...vendor, gameType: 'ESPORTS' });
      else if (cockfightCodes.has(code)) cockfight.push({ ...vendor, gameType: 'COCKFIGHT' });
      else sports.push(vendor);
    }
    result.push(category('SPORTS', sports));
  }

  const sportsIndex = () => result.findIndex((item) => item.gameType === 'SPORTS');
  const insertAfterSports = (item: NavCategory) => {
    const index = sportsIndex();
    if (index === -1) result.push(item);
    else result.splice(index + 1, 0, item);
  };

  const esportsItem = result.find((item) => item.gameType === 'ESPORTS');
  if (esportsItem) esportsItem.vendors = mergeVendors(esportsItem.vendors, esports);
  else if (esports.length > 0) insertAfterSports(category('ESPORTS', esports));

  const cockfightIndex = result.findIndex((item) => item.gameType === 'COCKFIGHT');
  const cockfightItem = cockfightIndex === -1 ? undefined : result.splice(cockfightIndex, 1)[0];
  if (cockfightItem || cockfight.length > 0) {
    insertAfterSports(category('COCKFIGHT', mergeVendors(cockfightItem?.vendors ?? [], cockfight)));
  }
  return result;
}

export type ProviderEntry = { kind: 'all' } | { kind: 'vendor'; vendor: VendorCard };

/** The dropdown's entries, All first, in columns of 10 (spec 1 §9). */
export function providerColumns(vendors: readonly VendorCard[], size = PROVIDER_COLUMN_SIZE): ProviderEntry[][] {
  const entries: ProviderEntry[] = [{ kind: 'all' }, ...vendors.map((vendor) => ({ kind: 'vendor' as const, vendor }))];
  const columns: ProviderEntry[][] = [];
  for (let start = 0; start < entries.length; start += size) columns.push(entries.slice(start, start + size));
  return columns;
}

export interface ProviderTarget {
  to: string;
  /** RNG and PVP choices are recorded as the current game (session storage `gameVendor`). */
  recordsVendor: boolean;
}

/**
 * Where a provider choice goes (spec 1 §2): RNG and PVP to their hall with the vendor (recorded as the
 * current game), a sports provider to /fbsports, any other to its category page with the vendor.
 */
export function providerTarget(gameType: GameType, vassalage: string): ProviderTarget {
  const query = `?vassalage=${encodeURIComponent(vassalage)}`;
  if (gameType === 'RNG' || gameType === 'PVP') return { to: CATEGORY_PATHS[gameType] + query, recordsVendor: true };
  if (gameType === 'SPORTS') return { to: `/fbsports${query}`, recordsVendor: false };
  return { to: CATEGORY_PATHS[gameType] + query, recordsVendor: false };
}
