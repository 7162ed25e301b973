import { changeLanguage, readStorage, writeStorage } from '@suite/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetCachedCalls } from '../../../lib/cached-call';
import { answerApi, sentTo } from '../../../test/api-mock';
import { GAME_MENUS, permissionOf, vendor } from '../../../test/fixtures';
import { LocationProbe } from '../../../test/location-probe';
import { renderAt } from '../../../test/render';
import { preloadRemote } from '../../remotes/remote-registry';
import { MainNav } from './MainNav';

jest.mock('@suite/shared', () => ({ ...jest.requireActual('@suite/shared'), callApi: jest.fn() }));
jest.mock('../../remotes/remote-registry', () => ({ preloadRemote: jest.fn() }));

const ui = (
  <>
    <MainNav />
    <LocationProbe />
  </>
);

beforeEach(() => {
  resetCachedCalls();
  writeStorage('session', 'gameVendor', null);
  answerApi({ '/lgw/games/game_menus': GAME_MENUS, '/wps/system/permission': permissionOf() });
});

const nav = () => screen.getByRole('navigation', { name: /navegación principal|main navigation/i });

describe('main navigation', () => {
  it('lists Home, the game types of the API (cockfight after sports, esports split out), promotions and app download', async () => {
    await renderAt(ui);
    await screen.findByRole('button', { name: 'Proveedores de Tragamonedas' });
    const names = within(nav())
      .getAllByRole('link')
      .filter((link) => !link.closest('.provider-menu'))
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Inicio',
      'Tragamonedas',
      'Casino en vivo',
      'Deportes',
      'Peleas de gallos',
      'E-sports',
      'Cartas',
      'Lotería',
      'Promociones',
      'VIP',
      'Descargar app',
    ]);
  });

  it('shows the categories without providers until the menus answer, and when they fail', async () => {
    answerApi({});
    await renderAt(ui);
    expect(within(nav()).getByRole('link', { name: 'Tragamonedas' })).toHaveAttribute('href', '/rng');
    expect(within(nav()).getByRole('link', { name: 'Lotería' })).toHaveAttribute('href', '/lottery');
    await waitFor(() => expect(sentTo('/lgw/games/game_menus')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Proveedores de/ })).not.toBeInTheDocument();
  });

  it('opens a provider list with All first and a hot marker, by keyboard, and closes it with Escape', async () => {
    const user = userEvent.setup();
    await renderAt(ui);
    const toggle = await screen.findByRole('button', { name: 'Proveedores de Tragamonedas' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Todos', 'PG SoftPopular', 'JDB']);
    expect(links[0]).toHaveAttribute('href', '/rng');
    expect(within(links[1]!).getByText('Popular')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('records an RNG provider as the current game and goes to /rng with it', async () => {
    const user = userEvent.setup();
    await renderAt(ui);
    await user.click(await screen.findByRole('button', { name: 'Proveedores de Tragamonedas' }));
    await user.click(screen.getByRole('link', { name: /PG Soft/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/rng?vassalage=PG');
    expect(readStorage('session', 'gameVendor')).toBe('PG');
    expect(screen.getByRole('button', { name: 'Proveedores de Tragamonedas' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('sends a sports provider to /fbsports and a cockfight provider to its page, without recording them', async () => {
    const user = userEvent.setup();
    await renderAt(ui);
    await user.click(await screen.findByRole('button', { name: 'Proveedores de Deportes' }));
    await user.click(screen.getByRole('link', { name: 'FB Sports' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/fbsports?vassalage=FB');
    await user.click(screen.getByRole('button', { name: 'Proveedores de Peleas de gallos' }));
    await user.click(screen.getByRole('link', { name: 'DS88 Sabong' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cockfight?vassalage=DS88');
    expect(readStorage('session', 'gameVendor')).toBeNull();
  });

  it('arranges a long provider list in columns of 10', async () => {
    const many = Array.from({ length: 12 }, (_, index) => vendor(`V${index}`, 'LIVE'));
    answerApi({ '/lgw/games/game_menus': [{ gameType: 'LIVE', vendors: many }], '/wps/system/permission': permissionOf() });
    const user = userEvent.setup();
    await renderAt(ui);
    await user.click(await screen.findByRole('button', { name: 'Proveedores de Casino en vivo' }));
    const lists = within(screen.getByRole('link', { name: 'Todos' }).closest('.provider-menu') as HTMLElement).getAllByRole('list');
    expect(lists.map((list) => within(list).getAllByRole('listitem').length)).toEqual([10, 3]);
  });

  it('preloads the remote behind a category on hover', async () => {
    const user = userEvent.setup();
    await renderAt(ui);
    await user.hover(within(nav()).getByRole('link', { name: 'Lotería' }));
    expect(preloadRemote).toHaveBeenCalledWith('remote_lottery');
  });

  it('keeps the menus for the session and asks again in the other language', async () => {
    const { unmount } = await renderAt(ui);
    await screen.findByRole('button', { name: 'Proveedores de Tragamonedas' });
    unmount();
    await renderAt(ui);
    expect(screen.getByRole('button', { name: 'Proveedores de Tragamonedas' })).toBeInTheDocument();
    expect(sentTo('/lgw/games/game_menus')).toEqual([{ language: 'es' }]);
    await act(() => changeLanguage('en'));
    await screen.findByRole('button', { name: 'Slots providers' });
    await waitFor(() => expect(sentTo('/lgw/games/game_menus')).toEqual([{ language: 'es' }, { language: 'en' }]));
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    await renderAt(ui, { lang: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Slots providers' }));
    expect(screen.getByRole('link', { name: 'All' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /PG Soft/ })).toHaveTextContent('Hot');
    expect(within(nav()).getByRole('link', { name: 'App download' })).toHaveAttribute('href', '/down');
  });
});

describe('one row in the header (issue 27)', () => {
  // Layout stand-in: every entry 100 px wide, the More entry 60, the row `room` px.
  let room = 500;
  /** Tells the bar its row changed size (what a ResizeObserver does in a browser). */
  let resize: () => void = () => undefined;
  const restore: Array<() => void> = [];
  beforeEach(() => {
    room = 500;
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const width = this.classList.contains('main-nav__more') ? 60 : this.classList.contains('main-nav__entry') ? 100 : 0;
      return { width, height: 44, top: 0, left: 0, right: width, bottom: 44, x: 0, y: 0, toJSON: () => ({}) } as DOMRect;
    });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('main-nav__list') ? room : 0;
      },
    });
    const observers: Array<() => void> = [];
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
      constructor(private readonly callback: () => void) {
        observers.push(() => this.callback());
      }
      observe() {}
      disconnect() {}
    };
    restore.push(() => rect.mockRestore());
    restore.push(() => Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth'));
    restore.push(() => Reflect.deleteProperty(globalThis, 'ResizeObserver'));
    resize = () => act(() => observers.forEach((notify) => notify()));
  });
  afterEach(() => restore.splice(0).forEach((undo) => undo()));

  /** The entries in the row: the ones MainNav did not move out (out of the row is invisible in a browser). */
  const inRow = () =>
    [...nav().querySelectorAll<HTMLElement>(':scope > ul > li:not(.main-nav__entry--out)')].map((entry) =>
      entry.querySelector('.nav-item__link')?.textContent?.trim(),
    );
  const moreList = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

  it('keeps what fits in the row and puts the rest in a More menu, which opens, closes with Escape and navigates', async () => {
    const user = userEvent.setup();
    await renderAt(ui);
    await screen.findByRole('button', { name: 'Proveedores de Tragamonedas' });
    expect(inRow()).toEqual(['Inicio', 'Tragamonedas', 'Casino en vivo', 'Deportes', 'Más']);
    const more = screen.getByRole('button', { name: 'Más' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(moreList(more)).not.toBeVisible();

    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const links = within(moreList(more)).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Peleas de gallos', '/cockfight'],
      ['E-sports', '/esports'],
      ['Cartas', '/pvp'],
      ['Lotería', '/lottery'],
      ['Promociones', '/promotions'],
      ['VIP', '/vip'],
      ['Descargar app', '/down'],
    ]);
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(links[0]).toHaveFocus());
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(links[6]).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();

    await user.click(more);
    await user.click(within(moreList(more)).getByRole('link', { name: 'Promociones' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/promotions');
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it("keeps the current page's entry in the row, and follows the row's width", async () => {
    await renderAt(ui, { path: '/vip' });
    await screen.findByRole('button', { name: 'Proveedores de Tragamonedas' });
    expect(inRow()).toEqual(['Inicio', 'Tragamonedas', 'Casino en vivo', 'VIP', 'Más']);
    room = 2000;
    resize();
    expect(inRow()).toHaveLength(11);
    expect(screen.getByRole('button', { name: 'Más' }).closest('li')).toHaveClass('main-nav__entry--out');
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    await renderAt(ui, { lang: 'en' });
    await screen.findByRole('button', { name: 'Slots providers' });
    const more = screen.getByRole('button', { name: 'More' });
    await user.click(more);
    expect(within(moreList(more)).getByRole('link', { name: 'App download' })).toHaveAttribute('href', '/down');
  });

  it('leaves the drawer, a column, alone', async () => {
    await renderAt(<MainNav variant="drawer" />);
    await screen.findByRole('button', { name: 'Proveedores de Tragamonedas' });
    expect(screen.queryByRole('button', { name: 'Más' })).not.toBeInTheDocument();
    expect(nav().querySelectorAll('.main-nav__entry--out')).toHaveLength(0);
  });
});
