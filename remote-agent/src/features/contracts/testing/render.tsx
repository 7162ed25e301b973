// Test support: a contract page with the shared dialog host (confirmations), signed in as the agent ME.
import { clearSession, DialogHost, setSession } from '@suite/shared';
import type { ReactElement } from 'react';
import { setUpPageTests } from '../../../testing/page-setup';
import { renderPage } from '../../../testing/render';
import { ME } from './fixtures';

/** The page frame (setUpPageTests) with the agent ME signed in for each test; a file's own answers come after. */
export function setUpContractTests(): void {
  setUpPageTests();
  beforeEach(() => setSession({ token: 't', isAgent: 1, account: ME, customerId: '7', memberLabel: null }));
  afterEach(() => clearSession());
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
