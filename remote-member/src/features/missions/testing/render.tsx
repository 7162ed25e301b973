// Test support: the mission page inside a memory router (for its link to the reward center), texts registered.
import { initI18n, MemoryRouter, Route, Routes } from '@suite/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { registerMemberTranslations } from '../../../i18n';
import { registerMissionsTranslations } from '../i18n';

export async function setUpTexts(): Promise<void> {
  await initI18n();
  registerMemberTranslations();
  registerMissionsTranslations();
}

export function renderPage(page: ReactElement) {
  return render(
    <MemoryRouter initialEntries={['/member/missionLeaderboard']}>
      <Routes>
        <Route path="/member/missionLeaderboard" element={page} />
        <Route path="/member/rewardCenter" element={<p>reward center page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}
