import { changeLanguage, initI18n, MemoryRouter } from '@suite/shared';
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { registerHostTranslations } from '../i18n';

/**
 * Host test harness: i18n ready in the given language, a memory router at `path`. The first loads
 * (mocked answers, lazy parts and the texts they bring) land inside the render's act, as they would on
 * screen a moment after; a test that checks a loading state holds its answer (a pending promise).
 */
export async function renderAt(ui: ReactElement, { path = '/', lang = 'es' }: { path?: string; lang?: 'es' | 'en' } = {}) {
  await initI18n();
  registerHostTranslations();
  await changeLanguage(lang);
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
  });
  return result!;
}
