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
