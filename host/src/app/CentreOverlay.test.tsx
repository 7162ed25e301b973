import {
  balanceStatusAtom,
  changeLanguage,
  clearSession,
  initI18n,
  MemoryRouter,
  noteSignOutFrom,
  refreshBalance,
  setPublicState,
  setSession,
  setSiteSwitches,
  suiteStore,
  useNavigate,
} from '@suite/shared';
import { act, screen, render, within, waitFor, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { registerHostTranslations } from '../i18n';
import { resetCachedCalls } from '../lib/cached-call';
import { answerApi } from '../test/api-mock';
import { shellRoutes } from '../test/fixtures';
import { LocationProbe } from '../test/location-probe';
import { AppRoutes } from './AppRoutes';
import { CENTRE_STATE_KEY } from './use-centre-overlay';

// refreshBalance is shared's own (its calls do not go through the mocked callApi): watched here.
jest.mock('@suite/shared', () => ({ ...jest.requireActual('@suite/shared'), callApi: jest.fn(), refreshBalance: jest.fn(async () => undefined) }));

// A stand-in for the centre remotes: the page it was asked for and links between centre pages.
jest.mock('../features/remotes/components/RemoteMount', () => {
  const { Link, useLocation } = jest.requireActual('@suite/shared');
  function FakeCentre({ remote }: { remote: string }) {
    const { pathname } = useLocation();
    return (
      <div data-testid="remote-owner" data-remote={remote}>
        <p>{`${remote} at ${pathname}`}</p>
        <Link to="/member/withdraw">Withdraw</Link>
        <Link to="/member/depositv2">Deposit</Link>
        <Link to="/vip">VIP page</Link>
      </div>
    );
  }
  return {
    RemoteMount: ({ remote, expose }: { remote: string; expose?: string }) =>
      expose && expose !== './routes' ? null : <FakeCentre remote={remote} />,
  };
});
jest.mock('../features/remotes/remote-registry', () => ({ preloadRemote: jest.fn(), loadRemoteMeta: jest.fn() }));

// Whole-app renders with several user steps each: slower than the default 5 s on a shared machine.
jest.setTimeout(20_000);

/** Controls outside the app: open a centre like a link elsewhere in the site does, and the browser's Back. */
function Browser() {
  const navigate = useNavigate();
  return (
    <div>
      <button type="button" onClick={() => navigate('/member/withdraw')}>
        open centre
      </button>
      <button type="button" onClick={() => navigate('/agent/agentTeamOverview')}>
        open agent centre
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        browser back
      </button>
      {/* What the header's sign-out does (use-logout): it names the page it sits on, under the centre. */}
      <button
        type="button"
        onClick={() => {
          noteSignOutFrom('/help');
          navigate('/');
          clearSession();
        }}
      >
        sign out
      </button>
    </div>
  );
}

type Entry = string | { pathname: string; state?: unknown };

async function renderHistory(entries: Entry[], ui: ReactElement = <AppRoutes />) {
  await initI18n();
  registerHostTranslations();
  await changeLanguage('es');
  let result: RenderResult | undefined;
  // The page's first loads (mocked, immediate) land inside the render's act, as in test/render.tsx.
  await act(async () => {
    result = render(
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        {ui}
        <LocationProbe />
        <Browser />
      </MemoryRouter>,
    );
  });
  return result!;
}

const location = () => screen.getByTestId('location');
const dialog = () => screen.getByRole('dialog', { name: 'Centro de miembros' });
/** The page's own title; generous wait: the page may still be loading its content on a busy machine. */
const findPage = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

function logInAs(isAgent: number) {
  setSession({ token: 'tok', isAgent, account: 'ana', customerId: '7', memberLabel: null });
}

beforeEach(() => {
  resetCachedCalls();
  answerApi(shellRoutes());
  // The white-label switches (all off) load through shared's own client, not the mocked callApi.
  setSiteSwitches([]);
  logInAs(0);
});

afterEach(() => clearSession());

describe('member centre overlay', () => {
  it('opens over the page the player was on, which stays rendered underneath', async () => {
    await renderHistory(['/help']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ayuda' }, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'open centre' }));

    const panel = await screen.findByRole('dialog', { name: 'Centro de miembros' });
    expect(panel).toHaveAttribute('aria-modal', 'true');
    expect(within(panel).getByText('remote_member at /member/withdraw')).toBeInTheDocument();
    expect(await findPage('Ayuda')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/member/withdraw');
    // Focus moved into the dialog and stays there.
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 3; i += 1) {
      await userEvent.tab();
      expect(panel).toContainElement(document.activeElement as HTMLElement);
    }
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('shows the balance with its refresh inside the panel, which covers the header (issue 26 #10)', async () => {
    const showBalance = (balance: string) =>
      act(() => {
        setPublicState({ balance });
        suiteStore.set(balanceStatusAtom, 'loaded');
      });
    await renderHistory(['/help']);
    await showBalance('1500.00');
    await userEvent.click(await screen.findByRole('button', { name: 'open centre' }));
    const panel = await screen.findByRole('dialog', { name: 'Centro de miembros' });
    const balance = await within(panel).findByRole('group', { name: 'Saldo de la cuenta' });
    expect(within(balance).getByText('Saldo')).toBeInTheDocument();
    // The header's own balance component: its value, its hide and refresh buttons.
    const refresh = await within(balance).findByRole('button', { name: 'Actualizar saldo' });
    expect(within(balance).getByRole('button', { name: 'Ocultar saldo' })).toBeInTheDocument();
    expect(within(balance).getByRole('status')).toHaveTextContent('P 1.500,00');
    const refreshes = (refreshBalance as jest.Mock).mock.calls.length;
    await userEvent.click(refresh);
    expect(refreshBalance).toHaveBeenCalledTimes(refreshes + 1);
    await showBalance('1234.50');
    expect(within(balance).getByRole('status')).toHaveTextContent('P 1.234,50');

    // English too.
    await act(() => changeLanguage('en'));
    expect(await within(screen.getByRole('dialog', { name: 'Member center' })).findByRole('group', { name: 'Account balance' })).toBeInTheDocument();
    expect(within(balance).getByRole('button', { name: 'Refresh balance' })).toBeInTheDocument();
    await act(() => changeLanguage('es'));
  });

  it('closes with its close button back to that page', async () => {
    await renderHistory(['/help']);
    await userEvent.click(await screen.findByRole('button', { name: 'open centre' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/help$/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await findPage('Ayuda')).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with Escape, but not with a click outside the panel', async () => {
    await renderHistory(['/help']);
    await userEvent.click(await screen.findByRole('button', { name: 'open centre' }));
    const panel = await screen.findByRole('dialog');
    await userEvent.click(panel.parentElement as HTMLElement);
    expect(dialog()).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/help$/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves between centre pages in place: Close returns to the page in one step', async () => {
    await renderHistory(['/help']);
    await userEvent.click(await screen.findByRole('button', { name: 'open centre' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Deposit' }));
    expect(await within(dialog()).findByText('remote_member at /member/depositv2')).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/help$/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves between centre pages in place: Back returns to the page in one step', async () => {
    await renderHistory(['/help']);
    await userEvent.click(await screen.findByRole('button', { name: 'open centre' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Deposit' }));
    expect(await within(dialog()).findByText('remote_member at /member/depositv2')).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('link', { name: 'Withdraw' }));
    expect(await within(dialog()).findByText('remote_member at /member/withdraw')).toBeInTheDocument();
    expect(await findPage('Ayuda')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'browser back' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/help$/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a link out of the centre leaves it for that page', async () => {
    await renderHistory(['/help']);
    await userEvent.click(await screen.findByRole('button', { name: 'open centre' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'VIP page' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/vip$/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Back reopens the centre over the page it was opened from.
    await userEvent.click(screen.getByRole('button', { name: 'browser back' }));
    expect(await screen.findByRole('dialog', { name: 'Centro de miembros' })).toBeInTheDocument();
    expect(await findPage('Ayuda')).toBeInTheDocument();
  });

  it('a sign-out while the centre is open ends on /, not /login', async () => {
    await renderHistory(['/help']);
    await userEvent.click(await screen.findByRole('button', { name: 'open centre' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'sign out' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('opened directly, shows over home and closes to /', async () => {
    await renderHistory(['/member/withdraw']);
    expect(await screen.findByRole('dialog', { name: 'Centro de miembros' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' }, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opened directly, Back also lands on /', async () => {
    await renderHistory(['/member/transferFund']);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'browser back' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a reload keeps the centre open over the page it was opened from (the history state remembers it)', async () => {
    const state = { [CENTRE_STATE_KEY]: { background: { pathname: '/help', search: '', hash: '' }, depth: 1 } };
    await renderHistory(['/help', { pathname: '/member/withdraw', state }]);
    expect(await screen.findByRole('dialog', { name: 'Centro de miembros' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ayuda' }, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/help$/));
  });

  it('ignores a forged background that is itself a centre page', async () => {
    const state = { [CENTRE_STATE_KEY]: { background: { pathname: '/agent', search: '', hash: '' }, depth: 1 } };
    await renderHistory([{ pathname: '/member/withdraw', state }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});

describe('agent centre overlay', () => {
  it('is the same titled modal with a close button', async () => {
    logInAs(1);
    await renderHistory(['/help']);
    await userEvent.click(await screen.findByRole('button', { name: 'open agent centre' }));
    const panel = await screen.findByRole('dialog', { name: 'Agente' });
    expect(within(panel).getByTestId('remote-owner')).toHaveAttribute('data-remote', 'remote_agent');
    await userEvent.click(within(panel).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/help$/));
  });

  it('shows the not-an-agent message inside the panel, closable', async () => {
    await renderHistory(['/agent']);
    const panel = await screen.findByRole('dialog', { name: 'Agente' });
    expect(within(panel).getByText('Las cuentas que no son de agente no pueden entrar en el centro de agentes.')).toHaveAttribute('role', 'status');
    expect(within(panel).queryByTestId('remote-owner')).not.toBeInTheDocument();
  });
});
