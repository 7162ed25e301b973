// Test support: the bonus page inside a memory router (for its links), with the texts registered.
import { initI18n, MemoryRouter, Route, Routes } from '@suite/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { registerMemberTranslations } from '../../../i18n';
import { registerBonusTranslations } from '../i18n';

export async function setUpTexts(): Promise<void> {
  await initI18n();
  registerMemberTranslations();
  registerBonusTranslations();
}

export function renderPage(page: ReactElement, path = '/member/bonusDetails') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="/promotions" element={<p>promotions page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}
