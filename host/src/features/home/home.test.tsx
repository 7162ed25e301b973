import { screen, waitFor, within } from '@testing-library/react';
import { resetCachedCalls } from '../../lib/cached-call';
import { answerApi } from '../../test/api-mock';
import { announcementsOf, GAME_MENUS, notice, permissionOf } from '../../test/fixtures';
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
    '/wps/relay/MCSFE_getListAnnouncements': announcementsOf({ playerNotices: [notice('n1', 'Bienvenido')] }),
  });
});

describe('home page', () => {
  it('has the notice bar, the game categories and the widgets of the games, lottery and member remotes', async () => {
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
      ['Sus misiones de hoy', 'remote_member ./mission-progress'],
      ['Loterías populares', 'remote_lottery ./popular-lotteries'],
    ]) {
      const section = screen.getByRole('region', { name });
      expect(await within(section).findByRole('heading', { level: 2, name: widget })).toBeInTheDocument();
    }
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
