import { clearSession, setSession, type Session } from '@suite/shared';
import { act, waitFor } from '@testing-library/react';
import { MEMBER_INFO } from '../../auth/testing/fixtures';
import { renderAccounts, resetAccounts } from '../../auth/testing/render-accounts';
import { onApi } from '../../auth/testing/shared-mock';
import { useSessionBootstrap } from './use-session-bootstrap';

jest.mock('@suite/shared', () => jest.requireActual('../../auth/testing/shared-mock').sharedMock());

// The lazy chunk of the live events, as the bootstrap loads it.
const mockStopLive = jest.fn();
const mockStartLive = jest.fn(() => mockStopLive);
jest.mock('@suite/shared/live', () => ({ startLiveEvents: () => mockStartLive() }));

const ANN: Session = { token: 'tok-ann', isAgent: 0, account: 'ann', customerId: 'c-1', memberLabel: '[]' };

function Bootstrap() {
  useSessionBootstrap();
  return null;
}

beforeEach(() => {
  resetAccounts();
  onApi('/wps/member/info', () => MEMBER_INFO);
  onApi('/wps/v2/wallets/balance', () => ({ sumBalance: '10.00', wallets: [] }));
});

it('a visitor has no live events; a session starts them once it is loaded, and its end stops them', async () => {
  onApi('/wps/session/state', () => ({ passwordChangeRequired: false, reason: null }));
  await renderAccounts(<Bootstrap />);
  expect(mockStartLive).not.toHaveBeenCalled();

  await act(async () => setSession(ANN));
  await waitFor(() => expect(mockStartLive).toHaveBeenCalledTimes(1));
  expect(mockStopLive).not.toHaveBeenCalled();

  await act(async () => clearSession());
  expect(mockStopLive).toHaveBeenCalledTimes(1);
});

it('a session held to a password change gets no live events until the change is done', async () => {
  onApi('/wps/session/state', () => ({ passwordChangeRequired: true, reason: 'weak' }));
  setSession(ANN);
  await renderAccounts(<Bootstrap />);
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(mockStartLive).not.toHaveBeenCalled();
});
