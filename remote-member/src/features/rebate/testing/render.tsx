// Test support: the rebate page with its texts registered.
import { initI18n } from '@suite/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { registerMemberTranslations } from '../../../i18n';
import { registerRebateTranslations } from '../i18n';

export async function setUpTexts(): Promise<void> {
  await initI18n();
  registerMemberTranslations();
  registerRebateTranslations();
}

export function renderPage(page: ReactElement) {
  return render(page);
}
