import { screen, within } from '@testing-library/react';
import { resetCachedCalls } from '../../lib/cached-call';
import { answerApi } from '../../test/api-mock';
import { announcementsOf, GAME_MENUS, notice, permissionOf } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { HomePage } from './components/HomePage';

jest.mock('@suite/shared', () => ({ ...jest.requireActual('@suite/shared'), callApi: jest.fn() }));

beforeEach(() => {
  resetCachedCalls();
  answerApi({
    '/lgw/games/game_menus': GAME_MENUS,
    '/wps/system/permission': permissionOf(),
    '/wps/relay/MCSFE_getListAnnouncements': announcementsOf({ playerNotices: [notice('n1', 'Bienvenido')] }),
  });
});

describe('home page', () => {
  it('has the notice bar, the game categories and the reserved widget slots (empty, no made-up games)', async () => {
    await renderAt(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Bienvenido' })).toBeInTheDocument();
    const categories = screen.getByRole('region', { name: 'Categorías de juego' });
    expect(await within(categories).findByRole('link', { name: /Deportes.*1 proveedor$/ })).toHaveAttribute('href', '/sports');
    expect(within(categories).getByRole('link', { name: /Tragamonedas.*2 proveedores/ })).toHaveAttribute('href', '/rng');
    const slots = document.querySelectorAll('[data-slot-remote]');
    expect([...slots].map((slot) => `${slot.getAttribute('data-slot-remote')} ${slot.getAttribute('data-slot-expose')}`)).toEqual([
      'remote_games ./hot-games',
      'remote_lottery ./popular-lotteries',
    ]);
    expect([...slots].every((slot) => slot.childElementCount === 0)).toBe(true);
  });

  it('speaks English', async () => {
    await renderAt(<HomePage />, { lang: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Slots.*2 providers/ })).toBeInTheDocument();
  });
});
