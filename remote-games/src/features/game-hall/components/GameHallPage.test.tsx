import { api, callApi, changeLanguage, dismissAllDialogs, initI18n, setSession, type ApiError } from '@suite/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { registerGamesTranslations } from '../../../i18n';
import { resetFavourites } from '../../../games/favourites/favourites-store';
import { forgetVendorLanes } from '../../../games/vendors/use-vendor-lanes';
import { answerApi } from '../../../test/fake-api';
import { catalogue, listGames } from '../../../test/fake-catalogue';
import { makeVendor } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { deferred } from '../../../test/shared-mock';
import { GameHallPage } from './GameHallPage';

jest.mock('@suite/shared', () => jest.requireActual('../../../test/shared-mock').sharedMock());

const GAMES = catalogue(200); // 67 SPX/LUX/RBT games each: 14 pages of 15 in all
const VENDORS = ['SPX', 'LUX', 'RBT', 'AAA', 'BBB', 'CCC', 'DDD', 'EEE'].map((code) => makeVendor(code));
const LANES: api.VendorLane[] = [
  {
    title: 'Slots',
    gameType: 'RNG',
    cards: VENDORS,
    gameClassify: [
      { code: 'SLOTS', name: 'Slots', vendors: ['LUX', 'RBT', 'SPX'] },
      { code: 'TABLE', name: 'Table', vendors: ['LUX', 'RBT', 'SPX'] },
      { code: 'SCRATCH', name: 'Scratch', vendors: ['LUX', 'RBT', 'SPX'] },
      { code: 'BINGO', name: 'Bingo', vendors: ['LUX', 'RBT', 'SPX'] },
    ],
  },
];

const member = { token: 'member-token', isAgent: 0, account: 'player1', customerId: '1', memberLabel: null };
const trial = { ...member, token: 'trial-token', isAgent: 4 };

let server: ReturnType<typeof answerApi>;
let favouriteIds: string[];

beforeAll(async () => {
  await initI18n();
  registerGamesTranslations();
});

beforeEach(() => {
  forgetVendorLanes();
  resetFavourites();
  favouriteIds = [];
  server = answerApi(callApi, {
    [api.newGameVendor.path]: () => ({ data: { lanes: LANES } }),
    [api.gameList.path]: (query: api.GameQuery) => listGames(GAMES, query),
    [api.favoriteGames.path]: () => favouriteIds,
    [api.favoriteGamesList.path]: () => ({ games: GAMES.filter((game) => favouriteIds.includes(game.nodeId)), totalPages: 1 }),
    [api.addFavoriteGame.path]: ({ nodeId }: api.FavoritePayload) => {
      favouriteIds = [nodeId, ...favouriteIds];
      return null;
    },
    [api.removeFavoriteGame.path]: ({ nodeId }: { nodeId: string }) => {
      favouriteIds = favouriteIds.filter((id) => id !== nodeId);
      return null;
    },
    [api.recentGames.path]: () => ({ list: GAMES.slice(0, 20).map((game) => ({ ...game, playedAt: '2026-11-22T10:00:00.000Z' })) }),
  });
});

afterEach(async () => {
  jest.useRealTimers();
  dismissAllDialogs();
  setSession(null);
  await changeLanguage('es');
});

const lastQuery = () => server.calls(api.gameList.path).at(-1) as api.GameQuery;
const page = (number: number, total: number) => `Página ${number} de ${total}`;

function renderHall(entry = '/rng', full = true) {
  return renderRoute('/rng', <GameHallPage gameType="RNG" full={full} />, entry);
}

async function firstGames() {
  return within(await screen.findByRole('list', { name: 'Juegos de tragamonedas' })).findAllByRole('button', { name: /^Jugar a / });
}

it('asks for the first page of 15 with the client fields, and shows it with vendors and pager', async () => {
  renderHall();
  expect(await firstGames()).toHaveLength(15);
  expect(lastQuery()).toEqual({
    clientType: 3,
    platform: 'html5-desktop',
    channel: 'web',
    merchant: '',
    language: 'es',
    gameType: 'RNG',
    pageNo: 1,
    pageSize: 15,
  });
  expect(screen.getByText(page(1, 14))).toBeInTheDocument();
  const vendors = screen.getByRole('group', { name: 'Proveedores' });
  expect(within(vendors).getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(vendors).getByRole('button', { name: /SPX Studios/ })).toHaveAttribute('aria-pressed', 'false');
});

it('shows scroll arrows for more than 7 vendors', async () => {
  renderHall();
  const vendors = await screen.findByRole('group', { name: 'Proveedores' });
  await within(vendors).findByRole('button', { name: /EEE Studios/ });
  expect(within(vendors).getByRole('button', { name: 'Proveedores anteriores' })).toBeInTheDocument();
  expect(within(vendors).getByRole('button', { name: 'Más proveedores' })).toBeInTheDocument();
});

it('reads every part of its state from the URL', async () => {
  renderHall('/rng?page=hot&vassalage=LUX&gameClassify=SLOTS&minBet=0.05&gameName=dragon&pageNo=1');
  await firstGames().catch(() => undefined);
  await waitFor(() => expect(lastQuery()).toMatchObject({ vassalage: 'LUX', gameClassify: 'SLOTS', minBet: '0.05', gameName: 'dragon', isTop: 1, pageNo: 1 }));
  expect(screen.getByRole('button', { name: 'Populares' })).toHaveAttribute('aria-pressed', 'true');
  expect(await screen.findByRole('button', { name: /LUX Studios/ })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByLabelText('Clasificación')).toHaveValue('SLOTS');
  expect(screen.getByLabelText('Apuesta mínima')).toHaveValue('0.05');
  expect(screen.getByLabelText('Buscar por nombre')).toHaveValue('dragon');
});

it('pages first, prev, next and last inside 1..totalPages, in the URL', async () => {
  const view = renderHall();
  await firstGames();
  expect(screen.getByRole('button', { name: 'Primera página' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();

  fireEvent.click(screen.getByRole('button', { name: 'Última página' }));
  await screen.findByText(page(14, 14));
  expect(view.params().get('pageNo')).toBe('14');
  expect(lastQuery().pageNo).toBe(14);
  expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Última página' })).toBeDisabled();

  fireEvent.click(screen.getByRole('button', { name: 'Página anterior' }));
  await screen.findByText(page(13, 14));
  fireEvent.click(screen.getByRole('button', { name: 'Primera página' }));
  await screen.findByText(page(1, 14));
  expect(view.params().has('pageNo')).toBe(false);
});

it('keeps its state across back and forward', async () => {
  const view = renderHall();
  await firstGames();
  fireEvent.click(await screen.findByRole('button', { name: /LUX Studios/ }));
  await waitFor(() => expect(view.params().get('vassalage')).toBe('LUX'));
  fireEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
  await screen.findByText(page(2, 5));

  act(() => view.go(-1));
  await screen.findByText(page(1, 5));
  expect(view.url()).toBe('/rng?vassalage=LUX');
  act(() => view.go(-1));
  await screen.findByText(page(1, 14));
  expect(screen.getByRole('button', { name: /LUX Studios/ })).toHaveAttribute('aria-pressed', 'false');
  act(() => view.go(2));
  await screen.findByText(page(2, 5));
  expect(lastQuery()).toMatchObject({ vassalage: 'LUX', pageNo: 2 });
});

it('a new vendor goes back to page 1 and clears the filters', async () => {
  const view = renderHall('/rng?gameClassify=TABLE&minBet=0.10&pageNo=2');
  await screen.findByText(page(2, 2));
  fireEvent.click(await screen.findByRole('button', { name: /RBT Studios/ }));
  await waitFor(() => expect(view.url()).toBe('/rng?vassalage=RBT'));
  expect(screen.getByLabelText('Clasificación')).toHaveValue('');
  expect(screen.getByLabelText('Apuesta mínima')).toHaveValue('');
});

it('a filter goes back to page 1 and keeps the vendor', async () => {
  const view = renderHall('/rng?vassalage=SPX&pageNo=3');
  await screen.findByText(page(3, 5));
  fireEvent.change(screen.getByLabelText('Apuesta mínima'), { target: { value: '0.50' } });
  await waitFor(() => expect(view.url()).toBe('/rng?vassalage=SPX&minBet=0.50'));
  await waitFor(() => expect(lastQuery()).toMatchObject({ vassalage: 'SPX', minBet: '0.50', pageNo: 1 }));
});

it('moves a page past the end to the last page', async () => {
  const view = renderHall('/rng?pageNo=99');
  await waitFor(() => expect(view.params().get('pageNo')).toBe('14'));
  await screen.findByText(page(14, 14));
});

it('searches 200 ms after the last key, keeping the previous games on screen meanwhile', async () => {
  jest.useFakeTimers();
  const view = renderHall();
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(await firstGames()).toHaveLength(15);
  const searches = () => server.calls(api.gameList.path).filter((query) => (query as api.GameQuery).gameName !== undefined);

  const slow = deferred<api.GameListResult>();
  const fallback = (callApi as jest.Mock).getMockImplementation();
  (callApi as jest.Mock).mockImplementation((endpoint: { path: string }, payload: api.GameQuery, options: unknown) =>
    endpoint.path === api.gameList.path && payload.gameName === 'dragon' ? slow.promise : fallback?.(endpoint, payload, options),
  );

  const box = screen.getByLabelText('Buscar por nombre');
  fireEvent.change(box, { target: { value: 'dra' } });
  await act(() => jest.advanceTimersByTimeAsync(100));
  fireEvent.change(box, { target: { value: 'dragon' } });
  expect(box).toHaveValue('dragon');
  await act(() => jest.advanceTimersByTimeAsync(199));
  expect(searches()).toHaveLength(0);
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(searches()).toEqual([expect.objectContaining({ gameName: 'dragon', pageNo: 1 })]);
  expect(view.params().get('gameName')).toBe('dragon');

  // Still the previous answer, marked busy, until the search answers.
  const list = screen.getByRole('list', { name: 'Juegos de tragamonedas' });
  expect(list).toHaveAttribute('aria-busy', 'true');
  expect(within(list).getAllByRole('button', { name: /^Jugar a / })).toHaveLength(15);

  await act(async () => slow.resolve(listGames(GAMES, { ...lastQuery(), gameName: 'dragon' })));
  await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'));
  for (const button of within(list).getAllByRole('button', { name: /^Jugar a / })) expect(button).toHaveAccessibleName(/dragon/i);
});

it('drops the answer of a search that was replaced', async () => {
  jest.useFakeTimers();
  renderHall();
  await act(() => jest.advanceTimersByTimeAsync(0));
  await firstGames();
  const answers = new Map<string, ReturnType<typeof deferred<api.GameListResult>>>();
  const signals = new Map<string, AbortSignal>();
  (callApi as jest.Mock).mockImplementation((endpoint: { path: string }, payload: api.GameQuery, options: { signal: AbortSignal }) => {
    const answer = deferred<api.GameListResult>();
    answers.set(payload.gameName ?? '', answer);
    signals.set(payload.gameName ?? '', options.signal);
    return answer.promise;
  });
  const box = screen.getByLabelText('Buscar por nombre');
  fireEvent.change(box, { target: { value: 'lucky' } });
  await act(() => jest.advanceTimersByTimeAsync(200));
  fireEvent.change(box, { target: { value: 'jade' } });
  await act(() => jest.advanceTimersByTimeAsync(200));
  expect(signals.get('lucky')?.aborted).toBe(true);

  await act(async () => answers.get('jade')?.resolve(listGames(GAMES, { ...lastQuery(), gameName: 'jade' })));
  await act(async () => answers.get('lucky')?.resolve(listGames(GAMES, { ...lastQuery(), gameName: 'lucky' })));
  const names = within(screen.getByRole('list', { name: 'Juegos de tragamonedas' })).getAllByRole('button', { name: /^Jugar a / });
  for (const button of names) expect(button).toHaveAccessibleName(/jade/i);
});

it('the search box follows the URL when going back', async () => {
  const view = renderHall('/rng?gameName=star');
  await firstGames();
  expect(screen.getByLabelText('Buscar por nombre')).toHaveValue('star');
  fireEvent.click(await screen.findByRole('button', { name: 'Populares' }));
  await waitFor(() => expect(view.params().get('page')).toBe('hot'));
  fireEvent.change(screen.getByLabelText('Buscar por nombre'), { target: { value: 'moon' } });
  await waitFor(() => expect(view.params().get('gameName')).toBe('moon'));
  act(() => view.go(-1));
  await waitFor(() => expect(screen.getByLabelText('Buscar por nombre')).toHaveValue('star'));
});

describe('member lists', () => {
  it('a visitor asking for favourites is sent to log in', async () => {
    const view = renderHall();
    await firstGames();
    fireEvent.click(screen.getByRole('button', { name: 'Favoritos' }));
    await waitFor(() => expect(view.url()).toBe('/login'));
  });

  it('a trial account gets the real-account warning and stays', async () => {
    setSession(trial);
    const view = renderHall();
    await firstGames();
    fireEvent.click(screen.getByRole('button', { name: 'Recientes' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Esta función requiere una cuenta real');
    expect(view.url()).toBe('/rng');
  });

  it('a member sees favourites (without search or filters) and recent games of this type', async () => {
    setSession(member);
    favouriteIds = ['4', '7'];
    const view = renderHall();
    await firstGames();
    fireEvent.click(screen.getByRole('button', { name: 'Favoritos' }));
    const favourites = await screen.findByRole('list', { name: 'Sus favoritos de tragamonedas' });
    await waitFor(() => expect(within(favourites).getAllByRole('button', { name: /^Jugar a / })).toHaveLength(2));
    expect(view.url()).toBe('/rng?page=fav');
    expect(screen.queryByLabelText('Buscar por nombre')).toBeNull();
    expect(screen.queryByLabelText('Apuesta mínima')).toBeNull();
    expect(server.calls(api.favoriteGamesList.path).at(-1)).toEqual({ gameType: 'RNG', pageNo: 1, pageSize: 15 });

    fireEvent.click(screen.getByRole('button', { name: 'Recientes' }));
    const recent = await screen.findByRole('list', { name: 'Sus juegos recientes de tragamonedas' });
    await waitFor(() => expect(within(recent).getAllByRole('button', { name: /^Jugar a / })).toHaveLength(15));
    expect(server.calls(api.recentGames.path).at(-1)).toEqual({ clientType: 3 });
    expect(screen.getByText(page(1, 2))).toBeInTheDocument();
  });

  it('a visitor opening a favourites link is asked to log in', async () => {
    renderHall('/rng?page=fav');
    expect(await screen.findByText('Inicie sesión para ver sus favoritos y sus juegos recientes.')).toBeInTheDocument();
    expect(server.calls(api.favoriteGamesList.path)).toHaveLength(0);
  });
});

describe('favourite stars', () => {
  it('need a login', async () => {
    const view = renderHall();
    await firstGames();
    fireEvent.click(screen.getByRole('button', { name: 'Añadir Golden Dragon 1 a favoritos' }));
    await waitFor(() => expect(view.url()).toBe('/login'));
    expect(server.calls(api.addFavoriteGame.path)).toHaveLength(0);
  });

  it('give a trial account the warning', async () => {
    setSession(trial);
    renderHall();
    await firstGames();
    fireEvent.click(screen.getByRole('button', { name: 'Añadir Golden Dragon 1 a favoritos' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Esta función requiere una cuenta real');
    expect(server.calls(api.addFavoriteGame.path)).toHaveLength(0);
  });

  it('add and remove for a member', async () => {
    setSession(member);
    favouriteIds = ['2'];
    renderHall();
    await firstGames();
    expect(await screen.findByRole('button', { name: 'Quitar Lucky Star 2 de favoritos' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Añadir Golden Dragon 1 a favoritos' }));
    expect(await screen.findByRole('button', { name: 'Quitar Golden Dragon 1 de favoritos' })).toHaveAttribute('aria-pressed', 'true');
    expect(server.calls(api.addFavoriteGame.path)).toEqual([{ nodeId: '1', vendor: 'SPX', gameType: 'RNG' }]);
    // The star may be out of sight: a toast in the polite live region says what happened.
    const toasts = screen.getByRole('status', { name: 'Notificaciones' });
    expect(await within(toasts).findByText('Golden Dragon 1 se añadió a sus favoritos')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Quitar Lucky Star 2 de favoritos' }));
    expect(await within(toasts).findByText('Lucky Star 2 se quitó de sus favoritos')).toBeInTheDocument();
    expect(within(toasts).queryByText('Golden Dragon 1 se añadió a sus favoritos')).not.toBeInTheDocument();
  });
});

describe('classification filter', () => {
  it('offers bingo in Spanish', async () => {
    renderHall();
    await firstGames();
    const options = within(screen.getByLabelText('Clasificación')).getAllByRole('option').map((option) => option.textContent);
    await waitFor(() => expect(within(screen.getByLabelText('Clasificación')).getAllByRole('option')).toHaveLength(5));
    expect(options).toContain('Bingo');
  });

  it('has no bingo in English', async () => {
    await changeLanguage('en');
    renderHall('/rng?gameClassify=BINGO');
    await within(await screen.findByRole('list', { name: 'Games: slots' })).findAllByRole('button', { name: /^Play / });
    await waitFor(() => expect(within(screen.getByLabelText('Classification')).getAllByRole('option')).toHaveLength(4));
    expect(within(screen.getByLabelText('Classification')).queryByRole('option', { name: 'Bingo' })).toBeNull();
    // A bingo link opened in English is not sent.
    expect(lastQuery().gameClassify).toBeUndefined();
    expect(lastQuery().language).toBe('en');
  });
});

it('a category page has vendors, search and paging but no list types or filters', async () => {
  renderHall('/rng', false);
  await firstGames();
  expect(screen.getByRole('group', { name: 'Proveedores' })).toBeInTheDocument();
  expect(screen.getByLabelText('Buscar por nombre')).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Lista de juegos' })).toBeNull();
  expect(screen.queryByLabelText('Apuesta mínima')).toBeNull();
});

it('says when the list cannot be loaded and retries', async () => {
  const fallback = (callApi as jest.Mock).getMockImplementation();
  let fail = true;
  (callApi as jest.Mock).mockImplementation(async (endpoint: { path: string }, ...rest: unknown[]) => {
    if (endpoint.path === api.gameList.path && fail) {
      const { ApiError } = jest.requireActual<typeof import('@suite/shared')>('@suite/shared');
      throw new ApiError('network') as ApiError;
    }
    return fallback?.(endpoint, ...rest);
  });
  renderHall();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('El enlace de red es anormal, inténtelo de nuevo');
  fail = false;
  fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  expect(await firstGames()).toHaveLength(15);
});

it("splits esports providers out of sports by the operator's list from the permission info", async () => {
  const sports: api.VendorLane = { title: 'Sports', gameType: 'SPORTS', cards: ['FB', 'TF', 'XES'].map((code) => makeVendor(code)), gameClassify: [] };
  server = answerApi(callApi, {
    [api.newGameVendor.path]: () => ({ data: { lanes: [...LANES, sports] } }),
    [api.gameList.path]: (query: api.GameQuery) => listGames(GAMES, query),
    [api.permission.path]: () => ({ info: { gameProviderSplit: { esports: ['XES'], cockfight: [] } } }),
  });
  renderRoute('/esports', <GameHallPage gameType="ESPORTS" full={false} />, '/esports');
  const vendors = await screen.findByRole('group', { name: 'Proveedores' });
  expect(await within(vendors).findByRole('button', { name: /XES Studios/ })).toBeInTheDocument();
  expect(within(vendors).queryByRole('button', { name: /TF Studios/ })).not.toBeInTheDocument();
});
