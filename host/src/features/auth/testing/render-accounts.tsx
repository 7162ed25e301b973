import {
  closeAccountModals,
  dismissAllDialogs,
  DialogHost,
  forgetRememberedLogin,
  setSession,
  setSiteSwitches,
  suiteStore,
  memberInfoAtom,
  writeStorage, changeLanguage, initI18n, MemoryRouter, useLocation
} from '@suite/shared';
import { act, render, screen, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { registerHostTranslations } from '../../../i18n';
import { COUNTRIES_CACHE_KEY } from '../../country-picker/hooks/use-countries';
import { CACHE_KEYS } from '../../site-config/use-site-config';
import { resetPasswordChangeGate } from '../../session/password-change-gate';
import { resetApi, settleApi } from './shared-mock';
import { switchTree } from './fixtures';

function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{`${location.pathname}${location.search}`}</span>;
}

export interface AccountsRenderOptions {
  path?: string;
  lang?: 'es' | 'en';
  /** White-label switches that are on (default: username login and registration). */
  switches?: Parameters<typeof switchTree>;
}

/** Renders accounts UI with the switches set, the dialog host, and a probe of the router's location. */
export async function renderAccounts(ui: ReactElement, { path = '/', lang = 'es', switches = ['USERNAMEREG3'] }: AccountsRenderOptions = {}) {
  setSiteSwitches(switchTree(...switches));
  await initI18n();
  registerHostTranslations();
  await changeLanguage(lang);
  let result: RenderResult | undefined;
  // The answers the first render asked for (mocked, immediate) land inside the same act.
  await act(async () => {
    result = render(
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
        <DialogHost />
      </MemoryRouter>,
    );
    await settleApi();
  });
  return result!;
}

export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/** A fresh visitor: no session, no modal or dialog, no remember-me cookies, no API answers. */
export function resetAccounts(): void {
  resetApi();
  dismissAllDialogs();
  closeAccountModals();
  setSession(null);
  resetPasswordChangeGate();
  suiteStore.set(memberInfoAtom, null);
  forgetRememberedLogin();
  // Through writeStorage: it also drops the in-memory copy that storage keeps.
  for (const key of [...Object.values(CACHE_KEYS), COUNTRIES_CACHE_KEY]) writeStorage('session', key, null);
  sessionStorage.clear();
}
