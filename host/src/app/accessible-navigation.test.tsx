import { changeLanguage, getSession, setSession, useNavigate } from '@suite/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { LOGIN_RESULT, MEMBER_INFO } from '../features/auth/testing/fixtures';
import { currentLocation, renderAccounts, resetAccounts } from '../features/auth/testing/render-accounts';
import { onApi } from '../features/auth/testing/shared-mock';
import { AppRoutes } from './AppRoutes';
import { HOST_ROUTES, REMOTE_ROUTES } from './paths';
import { HEADING_WAIT_MS } from './route-focus';
import { routeTitleKey, TITLED_REMOTE_PATHS } from './route-titles';

jest.mock('@suite/shared', () => jest.requireActual('../features/auth/testing/shared-mock').sharedMock());

// A remote page: its heading comes with the remote; the fallback case has none.
jest.mock('../features/remotes/components/RemoteMount', () => ({
  RemoteMount: ({ remote, expose }: { remote: string; expose?: string }) =>
    expose && expose !== './routes' ? null : <p data-testid="remote-owner">{remote}</p>,
}));
jest.mock('../features/remotes/remote-registry', () => ({ preloadRemote: jest.fn(), loadRemoteMeta: jest.fn() }));

/** A control outside the pages that moves the router, as a link in the header would. */
function Go({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to)}>
      {`go ${to}`}
    </button>
  );
}

const member = { token: 'tok', isAgent: 0, account: 'ann', customerId: 'c-1', memberLabel: null };

beforeEach(() => {
  resetAccounts();
  document.title = 'Suite';
  onApi('/wps/member/info', () => MEMBER_INFO);
  onApi('/wps/v2/wallets/balance', () => ({ sumBalance: '1234.50', wallets: [] }));
});

describe('document title per route (issue 13)', () => {
  it.each([
    ['/rng', 'es', 'Tragamonedas · Suite'],
    ['/rng', 'en', 'Slots · Suite'],
    ['/', 'es', 'Inicio · Suite'],
    ['/login', 'en', 'Log in · Suite'],
    ['/lottery', 'es', 'Lotería · Suite'],
    ['/promoDetail', 'en', 'Promotion details · Suite'],
    ['/no/such/page', 'es', 'Página no encontrada · Suite'],
  ] as const)('%s in %s is titled %s', async (path, lang, title) => {
    await renderAccounts(<AppRoutes />, { path, lang });
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('names an open centre, and follows a language change', async () => {
    setSession(member);
    await renderAccounts(<AppRoutes />, { path: '/member/withdraw' });
    await waitFor(() => expect(document.title).toBe('Centro de miembros · Suite'));
    await act(() => changeLanguage('en'));
    await waitFor(() => expect(document.title).toBe('Member center · Suite'));
  });

  it('has a name for every route of the route table (never the not-found title for a real page)', () => {
    for (const { path } of HOST_ROUTES) expect(routeTitleKey(path)).not.toBe('pages.notFound');
    for (const { path } of REMOTE_ROUTES) {
      const clean = path.replace(/\/\*$/, '');
      expect(routeTitleKey(clean)).not.toBe('pages.notFound');
      if (!path.endsWith('/*')) expect(TITLED_REMOTE_PATHS).toContain(path);
    }
  });
});

describe('focus on route change (issue 13)', () => {
  it('leaves focus alone on the first load, then moves it to the new page heading', async () => {
    const user = userEvent.setup();
    await renderAccounts(
      <>
        <Go to="/help" />
        <AppRoutes />
      </>,
      { path: '/' },
    );
    expect(document.activeElement).toBe(document.body);
    await user.click(screen.getByRole('button', { name: 'go /help' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Ayuda' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByTestId('route-announcer')).toHaveTextContent('');
  });

  it('without a heading in time, focuses the main content and announces the page politely', async () => {
    const user = userEvent.setup();
    await renderAccounts(
      <>
        <Go to="/rng" />
        <AppRoutes />
      </>,
      { path: '/help' },
    );
    await user.click(screen.getByRole('button', { name: 'go /rng' }));
    await waitFor(() => expect(screen.getByTestId('route-announcer')).toHaveTextContent('Página: Tragamonedas'), { timeout: HEADING_WAIT_MS + 1500 });
    expect(screen.getByTestId('route-announcer')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('does not take focus from the user who moved on before the heading came', async () => {
    const user = userEvent.setup();
    await renderAccounts(
      <>
        <Go to="/rng" />
        <input aria-label="elsewhere" />
        <AppRoutes />
      </>,
      { path: '/help' },
    );
    await user.click(screen.getByRole('button', { name: 'go /rng' }));
    await user.click(screen.getByRole('textbox', { name: 'elsewhere' }));
    await waitFor(() => expect(screen.getByTestId('route-announcer')).not.toBeEmptyDOMElement(), { timeout: HEADING_WAIT_MS + 1500 });
    expect(screen.getByRole('textbox', { name: 'elsewhere' })).toHaveFocus();
  });
});

describe('skip link (issue 13)', () => {
  it('is the first tab stop and moves focus to the main content', async () => {
    const user = userEvent.setup();
    await renderAccounts(<AppRoutes />, { path: '/help', lang: 'en' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(currentLocation()).toBe('/help');
  });
});

describe('login comes back to the page asked for (issue 13)', () => {
  async function logInOnThePage() {
    const form = await screen.findByRole('form', { name: 'Iniciar sesión' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Usuario' }), 'ann');
    await userEvent.type(within(form).getByLabelText('Contraseña'), 'secret123');
    await userEvent.click(within(form).getByRole('button', { name: 'Iniciar sesión' }));
  }

  it('/member/withdraw -> /login -> /member/withdraw', async () => {
    onApi('/wps/session/login', () => LOGIN_RESULT);
    await renderAccounts(<AppRoutes />, { path: '/member/withdraw' });
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(screen.queryByTestId('remote-owner')).not.toBeInTheDocument();
    await logInOnThePage();
    await waitFor(() => expect(currentLocation()).toBe('/member/withdraw'));
    expect(getSession()?.token).toBe('tok-ann');
    expect(await screen.findByTestId('remote-owner')).toHaveTextContent('remote_member');
  });

  it.each(['https://evil.example/member/withdraw', '//evil.example/x', '/\\evil.example'])(
    'refuses the return path %s and ends at home',
    async (returnTo) => {
      onApi('/wps/session/login', () => LOGIN_RESULT);
      // A crafted /login entry (history state carrying an outside address).
      function Crafted() {
        const navigate = useNavigate();
        useEffect(() => {
          void navigate('/login', { state: { returnTo } });
        }, [navigate]);
        return null;
      }
      await renderAccounts(
        <>
          <Crafted />
          <AppRoutes />
        </>,
        { path: '/help' },
      );
      await waitFor(() => expect(currentLocation()).toBe('/login'));
      await logInOnThePage();
      await waitFor(() => expect(getSession()?.token).toBe('tok-ann'));
      await waitFor(() => expect(currentLocation()).toBe('/'));
    },
  );

  it('ends at home with focus on the account button when nothing was asked for', async () => {
    onApi('/wps/session/login', () => LOGIN_RESULT);
    await renderAccounts(<AppRoutes />, { path: '/login' });
    await logInOnThePage();
    await waitFor(() => expect(currentLocation()).toBe('/'));
    const account = await screen.findByRole('button', { name: /Menú de la cuenta ann/ });
    await waitFor(() => expect(account).toHaveFocus());
  });
});

describe('a logged-in player on the visitor pages (issue 13)', () => {
  it.each(['/login', '/register', '/register.html'])('opening %s goes home', async (path) => {
    setSession(member);
    await renderAccounts(<AppRoutes />, { path });
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it('a visitor stays on /login', async () => {
    await renderAccounts(<AppRoutes />, { path: '/login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/login');
  });
});
