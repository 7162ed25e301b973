import { act, renderHook } from '@testing-library/react';
import { suiteStore } from '../session/session-store';
import { applyTheme, storedTheme, themeAtom, useTheme } from './theme';

/** The modules as a new page load sees them (the theme atom reads localStorage when first imported). */
async function reloadPage() {
  let theme: typeof import('./theme') | undefined;
  let session: typeof import('../session/session-store') | undefined;
  await jest.isolateModulesAsync(async () => {
    theme = await import('./theme');
    session = await import('../session/session-store');
  });
  return { ...theme!, store: session!.suiteStore };
}

beforeEach(() => localStorage.clear());

describe('theme', () => {
  it('is light until the user chooses, and ignores an unknown stored value', () => {
    expect(storedTheme()).toBe('light');
    localStorage.setItem('theme', 'purple');
    expect(storedTheme()).toBe('light');
  });

  it('persists the choice in localStorage "theme" and applies it as data-theme', () => {
    const { result } = renderHook(() => useTheme());
    act(() => result.current[1]('dark'));
    expect(result.current[0]).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it('comes back after a reload', async () => {
    suiteStore.set(themeAtom, 'light');
    localStorage.setItem('theme', 'dark');
    const page = await reloadPage();
    expect(page.themeAtom).not.toBe(themeAtom);
    page.applyTheme(page.storedTheme());
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(page.store.get(page.themeAtom)).toBe('dark');
  });

  it('applyTheme switches the attribute both ways', () => {
    applyTheme('dark');
    applyTheme('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
