// Test support: the security page with the shared dialog host (for the log-out confirmation) and toast
// host (what was saved), the texts registered.
import { DialogHost, initI18n, toast, ToastHost } from '@suite/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { registerMemberTranslations } from '../../../i18n';
import { registerSecurityTranslations } from '../i18n';

export async function setUpTexts(): Promise<void> {
  await initI18n();
  registerMemberTranslations();
  registerSecurityTranslations();
}

export function renderPage(page: ReactElement) {
  toast.clear();
  return render(
    <>
      {page}
      <DialogHost />
      <ToastHost />
    </>,
  );
}
