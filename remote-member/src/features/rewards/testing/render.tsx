// Test support: the reward center inside a memory router (for its link to the promotions), texts registered.
import { initI18n, MemoryRouter, Route, Routes } from '@suite/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { registerMemberTranslations } from '../../../i18n';
import { registerRewardsTranslations } from '../i18n';

export async function setUpTexts(): Promise<void> {
  await initI18n();
  registerMemberTranslations();
  registerRewardsTranslations();
}

export function renderPage(page: ReactElement) {
  return render(
    <MemoryRouter initialEntries={['/member/rewardCenter']}>
      <Routes>
        <Route path="/member/rewardCenter" element={page} />
        <Route path="/promotions" element={<p>promotions page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}
