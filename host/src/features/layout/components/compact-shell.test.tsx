import { accountModalAtom, setSession, suiteStore, writeStorage } from '@suite/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetCachedCalls } from '../../../lib/cached-call';
import { answerApi } from '../../../test/api-mock';
import { GAME_MENUS, permissionOf } from '../../../test/fixtures';
import { LocationProbe } from '../../../test/location-probe';
import { renderAt } from '../../../test/render';
import { BottomBar } from './BottomBar';
import { CompactHeader } from './CompactHeader';

jest.mock('@suite/shared', () => ({ ...jest.requireActual('@suite/shared'), callApi: jest.fn() }));
jest.mock('../../remotes/remote-registry', () => ({ preloadRemote: jest.fn() }));

const MEMBER = { token: 't', isAgent: 1, account: 'ana', customerId: '1', memberLabel: null };

const ui = (
  <>
    <CompactHeader />
    <BottomBar />
    <LocationProbe />
  </>
);

beforeEach(() => {
  resetCachedCalls();
  writeStorage('session', 'gameVendor', null);
  act(() => setSession(null));
  act(() => suiteStore.set(accountModalAtom, null));
  answerApi({
    '/lgw/games/game_menus': GAME_MENUS,
    '/wps/system/permission': permissionOf(),
    '/wps/system/customerService': [],
    '/wps/relay/GCS_recentGame': { list: [] },
  });
});

afterEach(() => act(() => setSession(null)));

const menuButton = (name = 'Abrir menú') => within(screen.getByRole('banner')).getByRole('button', { name });
const location = () => screen.getByTestId('location');

describe('compact header', () => {
  it('shows the brand, Log in and Register for a visitor, each opening its sheet', async () => {
    const user = userEvent.setup();
    await renderAt(ui);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Suite' })).toHaveAttribute('href', '/');
    await user.click(within(header).getByRole('button', { name: 'Entrar' }));
    expect(suiteStore.get(accountModalAtom)).toEqual({ kind: 'login' });
    await user.click(within(header).getByRole('button', { name: 'Registrarse' }));
    expect(suiteStore.get(accountModalAtom)).toEqual({ kind: 'register' });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the balance instead for a member', async () => {
    act(() => setSession(MEMBER));
    await renderAt(ui);
    const header = screen.getByRole('banner');
    // The balance's code loads for members only (not in a visitor's first load).
    expect(await within(header).findByText('Saldo')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Actualizar saldo' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
  });
});

describe('navigation drawer', () => {
  it('opens as a dialog with the main navigation, every provider list in place, recent games, services and settings', async () => {
    const user = userEvent.setup();
    await renderAt(ui);
    await user.click(menuButton());
    const drawer = screen.getByRole('dialog', { name: 'Menú' });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton()).toHaveAttribute('aria-controls', drawer.id);
    const nav = within(drawer).getByRole('navigation', { name: 'Navegación principal' });
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Promociones' })).toHaveAttribute('href', '/promotions');

    // Every game type with providers has its own list, opened by its button (not by hover).
    const toggles = await within(drawer).findAllByRole('button', { name: /^Proveedores de / });
    expect(toggles.map((toggle) => toggle.getAttribute('aria-label'))).toEqual([
      'Proveedores de Tragamonedas',
      'Proveedores de Casino en vivo',
      'Proveedores de Deportes',
      'Proveedores de Peleas de gallos',
      'Proveedores de E-sports',
      'Proveedores de Cartas',
      'Proveedores de Lotería',
    ]);
    await user.hover(toggles[0]!);
    expect(toggles[0]).toHaveAttribute('aria-expanded', 'false');
    for (const toggle of toggles) await user.click(toggle);
    const providers = toggles.flatMap((toggle) => Array.from(document.getElementById(toggle.getAttribute('aria-controls')!)!.querySelectorAll('a')));
    expect(providers.map((link) => link.textContent)).toEqual(
      expect.arrayContaining(['PG SoftPopular', 'JDB', 'Evolution', 'FB Sports', 'TF Gaming', 'DS88 Sabong', 'Kaiyuan', 'TCG SEA']),
    );

    expect(within(drawer).getByRole('heading', { name: 'Juegos recientes' })).toBeInTheDocument();
    const services = within(drawer).getByRole('heading', { name: 'Servicios' }).closest('section')!;
    expect(within(services).getByRole('link', { name: 'Descargar app' })).toHaveAttribute('href', '/down');
    expect(within(drawer).getByRole('combobox', { name: 'Idioma' })).toBeInTheDocument();
    expect(within(drawer).getByRole('switch', { name: 'Tema' })).toBeInTheDocument();
    // A visitor has no account section.
    expect(within(drawer).queryByRole('heading', { name: 'Mi cuenta' })).not.toBeInTheDocument();
    // Many role queries over the whole drawer: slow on a busy machine, not a timing assertion.
  }, 20000);

  it('closes when a provider is chosen, after going there', async () => {
    const user = userEvent.setup();
    await renderAt(ui);
    await user.click(menuButton());
    const drawer = screen.getByRole('dialog', { name: 'Menú' });
    await user.click(await within(drawer).findByRole('button', { name: 'Proveedores de Tragamonedas' }));
    await user.click(within(drawer).getByRole('link', { name: /PG Soft/ }));
    expect(location()).toHaveTextContent('/rng?vassalage=PG');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape (a provider list first) and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    await renderAt(ui);
    await user.click(menuButton());
    const drawer = screen.getByRole('dialog', { name: 'Menú' });
    const toggle = await within(drawer).findByRole('button', { name: 'Proveedores de Deportes' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog', { name: 'Menú' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it('closes with its close button and keeps Tab inside while open', async () => {
    const user = userEvent.setup();
    await renderAt(ui);
    await user.click(menuButton());
    const drawer = screen.getByRole('dialog', { name: 'Menú' });
    // Focus starts inside; Shift+Tab from the first control wraps to the last one, not out to the page.
    expect(within(drawer).getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(drawer).getByRole('switch', { name: 'Tema' })).toHaveFocus();
    await user.tab();
    expect(within(drawer).getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await user.click(within(drawer).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("gives a member the account section: deposit, the account pages, the agent centre and sign out", async () => {
    act(() => setSession(MEMBER));
    const user = userEvent.setup();
    await renderAt(ui);
    await user.click(menuButton());
    const drawer = screen.getByRole('dialog', { name: 'Menú' });
    const account = within(drawer).getByRole('heading', { name: 'Mi cuenta' }).closest('section')!;
    expect(within(account).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Depositar', '/member/depositv2'],
      ['Mi cuenta', '/member/securityCenter'],
      ['Registro de cuenta', '/member/transactionHistory'],
      ['Registro de apuestas', '/member/personalHistoryCopy'],
      ['Juego más seguro', '/member/responsibleGambling'],
      ['Agente', '/agent'],
    ]);
    expect(within(account).getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    await user.click(within(account).getByRole('link', { name: 'Registro de cuenta' }));
    expect(location()).toHaveTextContent('/member/transactionHistory');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    await renderAt(ui, { lang: 'en' });
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    await user.click(menuButton('Open menu'));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(await within(drawer).findByRole('button', { name: 'Slots providers' })).toBeInTheDocument();
    expect(within(drawer).getByRole('heading', { name: 'Services' })).toBeInTheDocument();
    expect(within(drawer).getByRole('heading', { name: 'Preferences' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});

describe('bottom bar', () => {
  const bar = () => screen.getByRole('navigation', { name: /Accesos rápidos|Quick links/ });

  it('leads to home, games, lottery, promotions and, for a visitor, the login page', async () => {
    const user = userEvent.setup();
    await renderAt(ui, { path: '/help' });
    const links = within(bar()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Inicio', '/'],
      ['Juegos', '/rng'],
      ['Lotería', '/lottery'],
      ['Promociones', '/promotions'],
      ['Cuenta', '/login'],
    ]);
    await user.click(within(bar()).getByRole('link', { name: 'Lotería' }));
    expect(location()).toHaveTextContent('/lottery');
    expect(within(bar()).getByRole('link', { name: 'Lotería' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar()).getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
  });

  it("takes a member's Account to the member centre, in English too", async () => {
    act(() => setSession(MEMBER));
    const user = userEvent.setup();
    await renderAt(ui, { lang: 'en' });
    await user.click(within(bar()).getByRole('link', { name: 'Account' }));
    expect(location()).toHaveTextContent('/member/securityCenter');
    expect(within(bar()).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Games', 'Lottery', 'Promotions', 'Account']);
  });
});
