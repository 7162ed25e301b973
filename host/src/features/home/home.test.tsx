import { setSession } from '@suite/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { resetCachedCalls } from '../../lib/cached-call';
import { answerApi } from '../../test/api-mock';
import { announcementsOf, banner, GAME_MENUS, notice, permissionOf } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { HomePage } from './components/HomePage';

jest.mock('@suite/shared', () => ({ ...jest.requireActual('@suite/shared'), callApi: jest.fn() }));
// Each widget is a remote's expose: here a stand-in per expose, as the runtime would load it.
// A widget with nothing to show renders nothing (here: the regional numbers).
jest.mock('../remotes/remote-registry', () => ({
  preloadRemote: jest.fn(),
  resetRemote: jest.fn(),
  loadRemoteExpose: jest.fn(async (remote: string, expose: string) => ({
    default: () => (expose === './regional-numbers' ? null : <h2>{`${remote} ${expose}`}</h2>),
  })),
}));

beforeEach(() => {
  resetCachedCalls();
  answerApi({
    '/lgw/games/game_menus': GAME_MENUS,
    '/wps/system/permission': permissionOf(),
    '/wps/relay/MCSFE_getListAnnouncements': announcementsOf({ playerNotices: [notice('n1', 'Bienvenido')], banners: [banner('h1', 'w_home')] }),
    '/wps/lobby/categoryArt': [
      { gameType: 'RNG', imageUrl: '/wps/static/games/1.svg' },
      { gameType: 'SPORTS', imageUrl: '/wps/static/games/9954.svg' },
    ],
  });
});

afterEach(() => setSession(null));

describe('home page', () => {
  it('has the notice bar, the game categories and the widgets of the games and lottery remotes', async () => {
    await renderAt(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Bienvenido' })).toBeInTheDocument();
    const categories = screen.getByRole('region', { name: 'Categorías de juego' });
    expect(await within(categories).findByRole('link', { name: /Deportes.*1 proveedor$/ })).toHaveAttribute('href', '/sports');
    expect(within(categories).getByRole('link', { name: /Tragamonedas.*2 proveedores/ })).toHaveAttribute('href', '/rng');
    for (const [name, widget] of [
      ['Juegos populares', 'remote_games ./hot-games'],
      ['Juegos más jugados', 'remote_games ./popular-games'],
      ['Ranking de la semana', 'remote_games ./rank-list'],
      ['Loterías populares', 'remote_lottery ./popular-lotteries'],
    ]) {
      const section = screen.getByRole('region', { name });
      expect(await within(section).findByRole('heading', { level: 2, name: widget })).toBeInTheDocument();
    }
  });

  it('opens on the games: the banner beside the jackpot and the winners, then the hot games; recent games for a member', async () => {
    const { unmount } = await renderAt(<HomePage />);
    const hero = document.querySelector('.home-hero') as HTMLElement;
    expect(await within(hero).findByRole('img', { name: 'Banner 1 de 1' })).toBeInTheDocument();
    expect(await within(hero).findByRole('heading', { level: 2, name: 'remote_games ./jackpot-ticker' })).toBeInTheDocument();
    expect(within(hero).getByRole('region', { name: 'Bote acumulado' })).toBeInTheDocument();
    expect(within(hero).getByRole('region', { name: 'Ganadores' })).toBeInTheDocument();
    // The rows keep their room while their remote loads (home.css), so nothing below them moves.
    expect(screen.getByRole('region', { name: 'Juegos populares' })).toHaveClass('home-slot--hot-row');
    // A visitor has no recent games nor missions: no slot at all (no box that would appear and vanish).
    expect(document.querySelector('[data-slot-expose="./recent-games"]')).toBeNull();
    expect(document.querySelector('[data-slot-expose="./mission-progress"]')).toBeNull();
    unmount();

    act(() => setSession({ token: 'tok', isAgent: 0, account: 'demo_player', customerId: null, memberLabel: null }));
    await renderAt(<HomePage />);
    const recent = await screen.findByRole('region', { name: 'Sus juegos recientes' });
    expect(recent).toHaveClass('home-slot--recent-row');
    expect(await within(recent).findByRole('heading', { level: 2, name: 'remote_games ./recent-games' })).toBeInTheDocument();
    const missions = screen.getByRole('region', { name: 'Sus misiones de hoy' });
    expect(await within(missions).findByRole('heading', { level: 2, name: 'remote_member ./mission-progress' })).toBeInTheDocument();
  });

  it('gives each category a picture of one of its games', async () => {
    await renderAt(<HomePage />);
    const categories = screen.getByRole('region', { name: 'Categorías de juego' });
    const slots = await within(categories).findByRole('link', { name: /Tragamonedas.*2 proveedores/ });
    await waitFor(() => expect(slots.querySelector('img')).toHaveAttribute('src', '/wps/static/games/1.svg'));
    expect(slots.querySelector('img')).toHaveAttribute('width', '200');
    expect(within(categories).getByRole('link', { name: /Deportes.*1 proveedor$/ }).querySelector('img')).toHaveAttribute('src', '/wps/static/games/9954.svg');
    // A category without a picture keeps the same square.
    expect(within(categories).getByRole('link', { name: /Casino en vivo/ }).querySelector('.home-categories__art img')).toBeNull();
  });

  it('hides a widget that has nothing to show instead of leaving an empty box', async () => {
    await renderAt(<HomePage />);
    await screen.findByRole('heading', { level: 2, name: 'remote_lottery ./popular-lotteries' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Resultados regionales' })).not.toBeInTheDocument());
    const slot = document.querySelector('[data-slot-expose="./regional-numbers"]');
    expect(slot).not.toBeVisible();
    expect(screen.getByRole('region', { name: 'Loterías populares' })).toBeVisible();
  });

  it('speaks English', async () => {
    await renderAt(<HomePage />, { lang: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Slots.*2 providers/ })).toBeInTheDocument();
  });
});
