import { setSession } from '@suite/shared';
import { waitFor } from '@testing-library/react';
import { currentLocation, renderAccounts, resetAccounts } from '../../auth/testing/render-accounts';
import { useLoggedInToHomeGuard } from './use-logged-in-to-home';

jest.mock('@suite/shared', () => jest.requireActual('../../auth/testing/shared-mock').sharedMock());

function Guarded() {
  useLoggedInToHomeGuard();
  return null;
}

beforeEach(resetAccounts);

describe('logged-in-to-home guard (spec 1 §2)', () => {
  it.each(['/', '/rng', '/promotions', '/member/securityCenter', '/noticePage'])('sends a visitor from %s to /login when the flag is on', async (path) => {
    await renderAccounts(<Guarded />, { path, switches: ['USERNAMEREG3', 'LOGGEDINTOHOME'] });
    await waitFor(() => expect(currentLocation()).toBe('/login'));
  });

  it.each(['/login', '/register', '/register.html', '/helpmc', '/download', '/down', '/forget'])('lets a visitor stay on %s', async (path) => {
    await renderAccounts(<Guarded />, { path, switches: ['USERNAMEREG3', 'LOGGEDINTOHOME'] });
    expect(currentLocation()).toBe(path);
  });

  it('does nothing when the flag is off, or for a logged-in member', async () => {
    const { unmount } = await renderAccounts(<Guarded />, { path: '/rng' });
    expect(currentLocation()).toBe('/rng');
    unmount();
    setSession({ token: 't', isAgent: 0, account: 'ann', customerId: null, memberLabel: null });
    await renderAccounts(<Guarded />, { path: '/rng', switches: ['LOGGEDINTOHOME'] });
    expect(currentLocation()).toBe('/rng');
  });
});
