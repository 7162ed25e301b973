// Test support: the points mall inside a memory router (its links to /login, /register and the security
// centre, where the payment password is set), texts registered.
import { initI18n, MemoryRouter, Route, Routes } from '@suite/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { registerMemberTranslations } from '../../../i18n';
import { registerPointMallTranslations } from '../i18n';

export async function setUpTexts(): Promise<void> {
  await initI18n();
  registerMemberTranslations();
  registerPointMallTranslations();
}

export function renderPage(page: ReactElement) {
  return render(
    <MemoryRouter initialEntries={['/pointMall']}>
      <Routes>
        <Route path="/pointMall" element={page} />
        <Route path="/login" element={<p>login page</p>} />
        <Route path="/member/securityCenter" element={<p>security centre</p>} />
      </Routes>
    </MemoryRouter>,
  );
}
