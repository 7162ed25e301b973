import { atom, atomWithStorage, useAtom } from '../state/store';
import { LOCAL_KEYS } from '../storage/keys';
import { readStorage, writeStorage } from '../storage/safe-storage';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

export function storedTheme(): Theme {
  const stored = readStorage('local', LOCAL_KEYS.theme);
  return isTheme(stored) ? stored : DEFAULT_THEME;
}

/** Themes are CSS variables switched by `data-theme` on <html>; the host's index.html sets it before paint. */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}

/**
 * The stored choice, under the spec's `theme` key as a bare string (the static shell of index.html
 * reads it before any script of ours runs, so it is not JSON).
 */
const storedThemeAtom = atomWithStorage<Theme>(
  LOCAL_KEYS.theme,
  DEFAULT_THEME,
  {
    getItem: (key, initial) => {
      const stored = readStorage('local', key);
      return isTheme(stored) ? stored : initial;
    },
    setItem: (key, value) => writeStorage('local', key, value),
    removeItem: (key) => writeStorage('local', key, null),
  },
  { getOnInit: true },
);

/** The theme on screen; writing it stores it and applies it to the page. */
export const themeAtom = atom(
  (get) => get(storedThemeAtom),
  (_get, set, next: Theme) => {
    set(storedThemeAtom, next);
    applyTheme(next);
  },
);

export function useTheme(): [Theme, (next: Theme) => void] {
  return useAtom(themeAtom);
}
