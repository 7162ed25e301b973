// Test support: a cashier page inside a memory router (for its links), with the texts registered.
import { initI18n, MemoryRouter, Route, Routes } from '@suite/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { registerMemberTranslations } from '../../../i18n';
import { registerCashierTranslations } from '../i18n';

export async function setUpTexts(): Promise<void> {
  await initI18n();
  registerMemberTranslations();
  registerCashierTranslations();
}

export function renderPage(page: ReactElement, path = '/member/page') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="/member/withdraw" element={<p>withdraw page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}
