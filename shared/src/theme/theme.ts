import { atom, useAtom } from 'jotai';
import { LOCAL_KEYS } from '../storage/keys';
import { readStorage, writeStorage } from '../storage/safe-storage';
import { suiteStore } from '../session/session-store';

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

const themeBaseAtom = atom<Theme>(storedTheme());

export const themeAtom = atom(
  (get) => get(themeBaseAtom),
  (_get, set, next: Theme) => {
    writeStorage('local', LOCAL_KEYS.theme, next);
    applyTheme(next);
    set(themeBaseAtom, next);
  },
);

export function useTheme(): [Theme, (next: Theme) => void] {
  return useAtom(themeAtom, { store: suiteStore });
}
