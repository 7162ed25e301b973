import { accountModalAtom, getSession, memberInfoAtom, setSession, suiteStore, type Session } from '@suite/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBER_INFO } from '../testing/fixtures';
import { currentLocation, renderAccounts, resetAccounts } from '../testing/render-accounts';
import { mockCallApi, onApi, requestsTo } from '../testing/shared-mock';
import { AccountArea } from './AccountArea';
import { BalanceDisplay } from './BalanceDisplay';
import { useSessionBootstrap } from '../../session/hooks/use-session-bootstrap';

jest.mock('@suite/shared', () => jest.requireActual('../testing/shared-mock').sharedMock());

const MEMBER: Session = { token: 'tok-ann', isAgent: 0, account: 'ann', customerId: 'c-1', memberLabel: '["gold"]' };

/** The header corner with the app's session bootstrap (member info and balance on load). */
function Header() {
  useSessionBootstrap();
  return <AccountArea />;
}

beforeEach(() => {
  resetAccounts();
  onApi('/wps/member/info', () => MEMBER_INFO);
});

describe('visitor', () => {
  it('shows the compact login form and a register button that opens the register popup', async () => {
    await renderAccounts(<AccountArea />, { lang: 'en' });
    expect(screen.getByRole('form', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });

  it('on a narrow screen offers buttons that open the login and register popups', async () => {
    const matchMedia = jest.fn((query: string) => ({ matches: true, media: query, addEventListener: jest.fn(), removeEventListener: jest.fn() }));
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    try {
      await renderAccounts(<AccountArea />);
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
      expect(suiteStore.get(accountModalAtom)).toEqual({ kind: 'login' });
      await userEvent.click(screen.getByRole('button', { name: 'Registrarse' }));
      expect(suiteStore.get(accountModalAtom)).toEqual({ kind: 'register' });
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('leaves the form to the /login page itself', async () => {
    await renderAccounts(<AccountArea />, { path: '/login' });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrarse' })).toBeInTheDocument();
  });
});

describe('logged-in panel (spec 1 §2, §4)', () => {
  it('shows a placeholder until the balance loads, then symbol, two decimals and separators', async () => {
    let answer: (value: unknown) => void = () => undefined;
    onApi('/wps/v2/wallets/balance', () => new Promise((resolve) => (answer = resolve)));
    setSession(MEMBER);
    await renderAccounts(<Header />, { lang: 'en' });
    expect(screen.getByRole('img', { name: 'Loading balance' })).toBeInTheDocument();
    await act(async () => answer({ sumBalance: '1234567.5', wallets: [] }));
    expect(screen.getByRole('status')).toHaveTextContent('P 1,234,567.50');
    expect(screen.getByRole('button', { name: 'Account menu ann' })).toHaveTextContent('ann');
  });

  it('uses the Spanish separators in Spanish, hides the amount as *** and refreshes it', async () => {
    let balance = '10.00';
    onApi('/wps/v2/wallets/balance', () => ({ sumBalance: balance, wallets: [] }));
    setSession(MEMBER);
    await renderAccounts(<Header />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('P 10,00'));
    const hide = screen.getByRole('button', { name: 'Ocultar saldo' });
    await userEvent.click(hide);
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('***');
    await userEvent.click(hide);
    balance = '2500.75';
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar saldo' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('P 2.500,75'));
    expect(requestsTo('/wps/v2/wallets/balance')).toHaveLength(2);
  });

  it('shortens a balance above 1,000,000 in the header, the full amount in its title and for screen readers (issue 27)', async () => {
    onApi('/wps/v2/wallets/balance', () => ({ sumBalance: '1000001622.00', wallets: [] }));
    setSession(MEMBER);
    await renderAccounts(<Header />);
    const balance = await screen.findByRole('status', { name: 'Saldo' });
    await waitFor(() => expect(balance).toHaveAttribute('title', 'P\u00a01.000.001.622,00'));
    expect(balance.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^P 1000,00 M$/);
    expect(balance.querySelector('.visually-hidden')).toHaveTextContent(/^P 1.000.001.622,00$/);
  });

  it('shows a balance up to 1,000,000 in full, and the full-width variant (the centres) always in full', async () => {
    let amount = '1000000.00';
    onApi('/wps/v2/wallets/balance', () => ({ sumBalance: amount, wallets: [] }));
    setSession(MEMBER);
    await renderAccounts(
      <>
        <Header />
        <BalanceDisplay full />
      </>,
      { lang: 'en' },
    );
    const [header, centre] = screen.getAllByRole('status', { name: 'Balance' }) as [HTMLElement, HTMLElement];
    await waitFor(() => expect(header).toHaveTextContent(/^P 1,000,000.00$/));
    expect(header).not.toHaveAttribute('title');
    amount = '2500000.10';
    await userEvent.click(screen.getAllByRole('button', { name: 'Refresh balance' })[0]!);
    await waitFor(() => expect(header).toHaveAttribute('title', 'P\u00a02,500,000.10'));
    expect(header.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^P 2.50M$/);
    expect(centre).toHaveTextContent(/^P 2,500,000.10$/);
    expect(centre).not.toHaveAttribute('title');
  });

  it('lists the member-centre items, and the agent item only for agents', async () => {
    onApi('/wps/v2/wallets/balance', () => ({ sumBalance: '0.00', wallets: [] }));
    setSession(MEMBER);
    const { unmount } = await renderAccounts(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Menú de la cuenta ann' }));
    expect(screen.getByRole('link', { name: 'Mi cuenta' })).toHaveAttribute('href', '/member/securityCenter');
    expect(screen.getByRole('link', { name: 'Registro de cuenta' })).toHaveAttribute('href', '/member/transactionHistory');
    expect(screen.getByRole('link', { name: 'Registro de apuestas' })).toHaveAttribute('href', '/member/personalHistoryCopy');
    // Safer gambling tools in two clicks (issue 24).
    expect(screen.getByRole('link', { name: 'Juego más seguro' })).toHaveAttribute('href', '/member/responsibleGambling');
    expect(screen.queryByRole('link', { name: 'Agente' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Depositar' })).toHaveAttribute('href', '/member/depositv2');
    unmount();

    setSession({ ...MEMBER, isAgent: 41 });
    await renderAccounts(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Menú de la cuenta ann' }));
    expect(screen.getByRole('link', { name: 'Agente' })).toHaveAttribute('href', '/agent');
    await userEvent.click(screen.getByRole('link', { name: 'Agente' }));
    expect(currentLocation()).toBe('/agent');
  });

  it("frames the VIP label with the operator's colour but never paints its text in it (issue 13: 2.4:1)", async () => {
    onApi('/wps/v2/wallets/balance', () => ({ sumBalance: '0.00', wallets: [] }));
    setSession(MEMBER);
    await renderAccounts(<Header />);
    const account = screen.getByRole('button', { name: 'Menú de la cuenta ann' });
    const label = await waitFor(() => within(account).getByText('Gold'));
    expect(label.style.color).toBe('');
    expect(label.style.borderColor).toBe('rgb(204, 153, 0)');
  });

  it('a trial account sees no member-centre items, and deposit shows the real-account warning', async () => {
    onApi('/wps/v2/wallets/balance', () => ({ sumBalance: '0.00', wallets: [] }));
    onApi('/wps/member/info', () => ({ ...MEMBER_INFO, account: 'guest_1', type: 4 }));
    setSession({ ...MEMBER, isAgent: 4, account: 'guest_1' });
    await renderAccounts(<Header />, { path: '/' });
    await userEvent.click(screen.getByRole('button', { name: 'Menú de la cuenta guest_1' }));
    expect(screen.queryByRole('link', { name: 'Mi cuenta' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Depositar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Esta función requiere una cuenta real');
    expect(currentLocation()).toBe('/');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('signs out only after confirming: token revoked, session cleared (merchant kept), home', async () => {
    onApi('/wps/v2/wallets/balance', () => ({ sumBalance: '5.00', wallets: [] }));
    onApi('/wps/session/logout', () => null);
    sessionStorage.setItem('merchant', 'm-1');
    sessionStorage.setItem('merchantCode', 'MC');
    setSession(MEMBER);
    await renderAccounts(<Header />, { path: '/promotions' });
    await waitFor(() => expect(suiteStore.get(memberInfoAtom)).not.toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Menú de la cuenta ann' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Desea cerrar la sesión?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(getSession()?.token).toBe('tok-ann');
    expect(requestsTo('/wps/session/logout')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Menú de la cuenta ann' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(mockCallApi.mock.calls.some(([endpoint]) => endpoint.path === '/wps/session/logout')).toBe(true);
    expect(getSession()).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('MC');
    expect(suiteStore.get(memberInfoAtom)).toBeNull();
    expect(screen.getByRole('form', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });
});
