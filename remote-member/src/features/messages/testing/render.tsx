// Test support: the messages page with the shared dialog host (for the delete confirmation), the texts
// registered.
import { DialogHost, initI18n } from '@suite/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { registerMemberTranslations } from '../../../i18n';
import { registerMessagesTranslations } from '../i18n';

export async function setUpTexts(): Promise<void> {
  await initI18n();
  registerMemberTranslations();
  registerMessagesTranslations();
}

export function renderPage(page: ReactElement) {
  return render(
    <>
      {page}
      <DialogHost />
    </>,
  );
}
