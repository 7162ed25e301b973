/** Issue 12: the hall against the operator's platform (minLineNum filter, a visitor refused with 401). */
import { api, ApiError, callApi, changeLanguage, initI18n, setSession } from '@suite/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { registerGamesTranslations } from '../../../i18n';
import { resetFavourites } from '../../../games/favourites/favourites-store';
import { forgetVendorLanes } from '../../../games/vendors/use-vendor-lanes';
import { answerApi } from '../../../test/fake-api';
import { catalogue, listGames } from '../../../test/fake-catalogue';
import { makeVendor } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { GameHallPage } from './GameHallPage';

jest.mock('@suite/shared', () => jest.requireActual('../../../test/shared-mock').sharedMock());

const GAMES = catalogue(60);
const LANES: api.VendorLane[] = [{ title: 'Slots', gameType: 'RNG', cards: ['SPX', 'LUX', 'RBT'].map((code) => makeVendor(code)), gameClassify: [] }];
const member = { token: 'member-token', isAgent: 0, account: 'player1', customerId: '1', memberLabel: null };

let server: ReturnType<typeof answerApi>;
let refuseVisitors: boolean;

beforeAll(async () => {
  await initI18n();
  registerGamesTranslations();
});

beforeEach(() => {
  forgetVendorLanes();
  resetFavourites();
  refuseVisitors = false;
  const refuse = () => {
    if (refuseVisitors) throw new ApiError('unauthorized', { status: 401 });
  };
  server = answerApi(callApi, {
    [api.newGameVendor.path]: () => {
      refuse();
      return { data: { lanes: LANES } };
    },
    [api.gameList.path]: (query: api.GameQuery) => {
      refuse();
      return listGames(GAMES, query);
    },
    [api.favoriteGames.path]: () => [],
  });
});

afterEach(async () => {
  setSession(null);
  await changeLanguage('es');
});

const lastQuery = () => server.calls(api.gameList.path).at(-1) as api.GameQuery;

function renderHall(entry = '/rng') {
  return renderRoute('/rng', <GameHallPage gameType="RNG" full />, entry);
}

describe('the minimum-lines filter (minLineNum, 25 lines or more)', () => {
  it('asks the game list for games of 25 lines or more and keeps it in the URL', async () => {
    const view = renderHall('/rng?vassalage=SPX&pageNo=2');
    await screen.findByText('Página 2 de 2');
    const lines = screen.getByLabelText('Líneas');
    expect(lines).toHaveValue('');
    expect(screen.getByRole('option', { name: '25 líneas o más' })).toBeInTheDocument();
    fireEvent.change(lines, { target: { value: '25' } });
    await waitFor(() => expect(view.url()).toBe('/rng?vassalage=SPX&minLineNum=25'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ vassalage: 'SPX', minLineNum: 25, pageNo: 1 }));
    // SPX games 1, 13, 25, 37 and 49 have 25 lines (the others 20).
    await waitFor(() => expect([...view.container.querySelectorAll('[data-game]')].map((card) => card.getAttribute('data-game'))).toEqual(['SPX_1', 'SPX_13', 'SPX_25', 'SPX_37', 'SPX_49']));
  });

  it('reads it from the URL, and a new vendor clears it', async () => {
    const view = renderHall('/rng?minLineNum=25');
    await waitFor(() => expect(lastQuery()).toMatchObject({ minLineNum: 25 }));
    expect(screen.getByLabelText('Líneas')).toHaveValue('25');
    fireEvent.click(await screen.findByRole('button', { name: /LUX Studios/ }));
    await waitFor(() => expect(view.url()).toBe('/rng?vassalage=LUX'));
    expect(screen.getByLabelText('Líneas')).toHaveValue('');
    expect(lastQuery().minLineNum).toBeUndefined();
  });

  it('is translated in English', async () => {
    await changeLanguage('en');
    renderHall('/rng');
    expect(await screen.findByRole('option', { name: '25 lines or more' })).toBeInTheDocument();
    expect(screen.getByLabelText('Lines')).toBeInTheDocument();
  });
});

describe('a visitor refused by the platform (401 on the T-flagged game list)', () => {
  it('shows "log in to see the games" with a login button, not an empty hall', async () => {
    refuseVisitors = true;
    const view = renderHall('/rng');
    expect(await screen.findByText('Inicie sesión para ver los juegos.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(view.url()).toBe('/rng');
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(view.url()).toBe('/login'));
  });

  it('in English too', async () => {
    refuseVisitors = true;
    await changeLanguage('en');
    renderHall('/rng');
    expect(await screen.findByText('Log in to see the games.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('a member refused with 401 gets the error (the session handler sends them to log in), not the visitor state', async () => {
    setSession(member);
    refuseVisitors = true;
    renderHall('/rng');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('Inicie sesión para ver los juegos.')).toBeNull();
  });
});
