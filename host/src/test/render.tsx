import { changeLanguage, initI18n, MemoryRouter } from '@suite/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { registerHostTranslations } from '../i18n';

/** Host test harness: i18n ready in the given language, a memory router at `path`. */
export async function renderAt(ui: ReactElement, { path = '/', lang = 'es' }: { path?: string; lang?: 'es' | 'en' } = {}) {
  await initI18n();
  registerHostTranslations();
  await changeLanguage(lang);
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}
