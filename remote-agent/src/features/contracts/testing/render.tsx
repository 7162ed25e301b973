// Test support: a contract page with the shared dialog host (confirmations), texts and date plugins in.
import { DialogHost, loadDatePlugins } from '@suite/shared';
import type { ReactElement } from 'react';
import { renderPage, setUpTexts } from '../../../testing/render';

export async function setUp(): Promise<void> {
  await setUpTexts();
  await loadDatePlugins();
}

export function renderWithDialogs(page: ReactElement, entry?: string) {
  return renderPage(
    <>
      {page}
      <DialogHost />
    </>,
    entry,
  );
}
