// Test support: the promotions pages inside a memory router (links to the detail, the login and the
// reward centre), texts registered.
import { initI18n, MemoryRouter, Route, Routes, useLocation } from '@suite/shared';
import { render } from '@testing-library/react';
import { registerMemberTranslations } from '../../../i18n';
import { registerPromotionsTranslations } from '../i18n';
import { PromoDetailPage } from '../components/PromoDetailPage';
import { PromotionsPage } from '../components/PromotionsPage';

export async function setUpTexts(): Promise<void> {
  await initI18n();
  registerMemberTranslations();
  registerPromotionsTranslations();
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

export function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/promotions" element={<PromotionsPage />} />
        <Route path="/promoDetail" element={<PromoDetailPage />} />
        <Route path="/login" element={<p>login page</p>} />
        <Route path="/member/rewardCenter" element={<p>reward centre</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}
