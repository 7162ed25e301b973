import { api, callApi, changeLanguage, initI18n, setSession } from '@suite/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { registerGamesTranslations } from '../../../i18n';
import { answerApi, type Handler } from '../../../test/fake-api';
import { makeGame } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { HotGames } from './HotGames';
import { PopularGames } from './PopularGames';
import { RecentGames } from './RecentGames';

jest.mock('@suite/shared', () => jest.requireActual('../../../test/shared-mock').sharedMock());

let server: ReturnType<typeof answerApi>;

const GOLDEN = makeGame(2, { gameName: 'Golden Dragon' });
const BACCARAT = makeGame(1, { gameType: 'LIVE', gameName: 'Baccarat Aurora', vassalage: 'LVA', vendor: 'LVA', gameCode: 'LVA_0001' });
const HOT: api.HotGameGroup[] = [
  { gameType: 'ELOTT', games: [] },
  { gameType: 'LIVE', games: [BACCARAT] },
  { gameType: 'RNG', games: [GOLDEN, makeGame(3, { gameName: 'Lucky Star' })] },
];
const MEMBER = { token: 'tok-1', isAgent: 0 as const, account: 'demo_player', customerId: null, memberLabel: null };

function answer(extra: Record<string, Handler> = {}) {
  server = answerApi(callApi, {
    [api.favoriteGames.path]: () => [],
    [api.hotGames.path]: () => HOT,
    [api.gameList.path]: () => ({ games: [makeGame(4, { gameName: 'Jade Temple', isHot: 1 })], totalPages: 1 }),
    // Golden Dragon has 12 players, over the operator's threshold of 5; Lucky Star's 3 (under it) show nowhere.
    [api.playersNow.path]: (): api.PlayersNow => ({
      games: [
        { vassalage: 'SPX', gameCode: GOLDEN.gameCode, players: 12 },
        { vassalage: 'SPX', gameCode: 'SPX_0003', players: 3 },
      ],
      threshold: 5,
      windowMinutes: 10,
    }),
    [api.recentGames.path]: () => ({ list: [] }),
    ...extra,
  });
}

const tile = (name: string) => screen.getByRole('button', { name: `Jugar a ${name}` }).closest('.gms-tile') as HTMLElement;

beforeAll(async () => {
  await initI18n();
  registerGamesTranslations();
});

beforeEach(() => {
  setSession(null);
  answer();
});

afterEach(async () => {
  jest.useRealTimers();
  setSession(null);
  await changeLanguage('es');
});

describe('the hot games row', () => {
  it('shows a visitor every type mixed, slots first, as a row of art with the players in each now', async () => {
    renderRoute('/', <HotGames />, '/');
    const section = await screen.findByRole('region', { name: 'Juegos populares' });
    const types = within(section).getByRole('group', { name: 'Tipos de juego populares' });
    expect((await within(types).findAllByRole('button')).map((button) => button.textContent)).toEqual(['Todos', 'Tragamonedas', 'Casino en vivo']);
    expect(within(types).getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
    const list = await within(section).findByRole('list', { name: 'Juegos populares' });
    expect(within(list).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Jugar a Golden Dragon',
      'Jugar a Baccarat Aurora',
      'Jugar a Lucky Star',
    ]);
    // Real thumbnails, sized before they load; the first screen's load at once.
    const art = tile('Golden Dragon').querySelector('img')!;
    expect(art).toHaveAttribute('src', '/wps/static/games/2.svg');
    expect(art).toHaveAttribute('width', '200');
    expect(art).toHaveAttribute('height', '200');
    expect(art).toHaveAttribute('loading', 'eager');
    expect(await within(tile('Golden Dragon')).findByText('12 jugando')).toBeInTheDocument();
    expect(within(tile('Lucky Star')).queryByText(/jugando/)).toBeNull();
    expect(within(section).getByRole('link', { name: 'Ver más' })).toHaveAttribute('href', '/rng?page=hot');
    expect(server.calls(api.recentGames.path)).toEqual([]);
  });

  it('lets the visitor choose a type, and loads art beyond the first screen lazily', async () => {
    const many = Array.from({ length: 12 }, (_, index) => makeGame(10 + index, { gameName: `Slot ${index + 1}` }));
    answer({ [api.hotGames.path]: () => [{ gameType: 'LIVE', games: [BACCARAT] }, { gameType: 'RNG', games: many }] });
    renderRoute('/', <HotGames />, '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Tragamonedas' }));
    expect(screen.getByRole('button', { name: 'Tragamonedas' })).toHaveAttribute('aria-pressed', 'true');
    const list = await screen.findByRole('list', { name: 'Juegos populares: Tragamonedas' });
    const images = [...list.querySelectorAll('img')];
    expect(images).toHaveLength(12);
    expect(images.slice(0, 8).every((image) => image.getAttribute('loading') === 'eager')).toBe(true);
    expect(images.slice(8).every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
    expect(screen.getByRole('link', { name: 'Ver más' })).toHaveAttribute('href', '/rng?page=hot');
  });

  it("opens on a member's favourite category: the type they played most", async () => {
    act(() => setSession(MEMBER));
    const recent = (game: api.Game) => ({ ...game, playedAt: '2026-11-27T10:00:00.000Z' });
    answer({ [api.recentGames.path]: () => ({ list: [recent(BACCARAT), recent(GOLDEN), recent({ ...BACCARAT, gameCode: 'LVA_0002' })] }) });
    renderRoute('/', <HotGames />, '/');
    const list = await screen.findByRole('list', { name: 'Juegos populares: Casino en vivo' });
    expect(within(list).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Jugar a Baccarat Aurora']);
    expect(screen.getByRole('button', { name: 'Casino en vivo' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Ver más' })).toHaveAttribute('href', '/live');
  });

  it('speaks English', async () => {
    await changeLanguage('en');
    renderRoute('/', <HotGames />, '/');
    const section = await screen.findByRole('region', { name: 'Hot games' });
    expect(await within(section).findByText('12 playing')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(section).getByRole('button', { name: 'Play Baccarat Aurora' })).toBeInTheDocument();
  });

  it('asks for the players now again every 30 s while the page is visible', async () => {
    jest.useFakeTimers();
    renderRoute('/', <HotGames />, '/');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(server.calls(api.playersNow.path)).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(api.PLAYERS_NOW_REFRESH_MS);
    });
    expect(server.calls(api.playersNow.path)).toHaveLength(2);
  });

  it('launches like the hall: a visitor goes to log in', async () => {
    const view = renderRoute('/', <HotGames />, '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Jugar a Baccarat Aurora' }));
    expect(view.url()).toBe('/login');
  });

  it('stands without figures when the players-now call fails', async () => {
    answer({
      [api.playersNow.path]: () => {
        throw new Error('down');
      },
    });
    renderRoute('/', <HotGames />, '/');
    await screen.findByRole('button', { name: 'Jugar a Golden Dragon' });
    await waitFor(() => expect(server.calls(api.playersNow.path)).toHaveLength(1));
    expect(screen.queryByText(/jugando/)).toBeNull();
  });
});

describe('the recent games row', () => {
  it("shows a member's recent games with their art, newest first", async () => {
    act(() => setSession(MEMBER));
    answer({ [api.recentGames.path]: () => ({ list: [{ ...GOLDEN, playedAt: '2026-11-27T10:00:00.000Z' }, { ...BACCARAT, playedAt: '2026-11-27T09:00:00.000Z' }] }) });
    renderRoute('/', <RecentGames />, '/');
    const section = await screen.findByRole('region', { name: 'Sus juegos recientes' });
    const list = await within(section).findByRole('list', { name: 'Sus juegos recientes' });
    expect(within(list).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Jugar a Golden Dragon', 'Jugar a Baccarat Aurora']);
    expect(await within(section).findByText('12 jugando')).toBeInTheDocument();
  });

  it('renders nothing for a visitor or a member who has played nothing yet', async () => {
    const visitor = renderRoute('/', <RecentGames />, '/');
    expect(visitor.container.querySelector('section')).toBeNull();
    expect(server.calls(api.recentGames.path)).toEqual([]);
    visitor.unmount();
    act(() => setSession(MEMBER));
    const member = renderRoute('/', <RecentGames />, '/');
    await waitFor(() => expect(server.calls(api.recentGames.path)).toHaveLength(1));
    await waitFor(() => expect(member.container.querySelector('.gms-widget')).toBeNull());
  });
});

it('shows the featured slots (hot RNG games) with a link to the hall, in English too', async () => {
  await changeLanguage('en');
  renderRoute('/', <PopularGames />, '/');
  const section = await screen.findByRole('region', { name: 'Featured slots' });
  expect(await within(section).findByRole('button', { name: 'Play Jade Temple' })).toBeInTheDocument();
  expect(within(section).getByRole('link', { name: 'See all slots' })).toHaveAttribute('href', '/rng?page=hot');
  expect(server.calls(api.gameList.path)).toEqual([expect.objectContaining({ gameType: 'RNG', isTop: 1, pageNo: 1, pageSize: 12, language: 'en' })]);
});

it('renders nothing when there are no hot games nor featured slots, so home shows no empty box', async () => {
  answer({
    [api.hotGames.path]: (): api.HotGameGroup[] => [{ gameType: 'RNG', games: [] }],
    [api.gameList.path]: () => ({ games: [], totalPages: 0 }),
  });
  const hot = renderRoute('/', <HotGames />, '/');
  await waitFor(() => expect(server.calls(api.hotGames.path)).toHaveLength(1));
  await waitFor(() => expect(hot.container.querySelector('.gms-widget')).toBeNull());
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  hot.unmount();
  const popular = renderRoute('/', <PopularGames />, '/');
  await waitFor(() => expect(server.calls(api.gameList.path)).toHaveLength(1));
  await waitFor(() => expect(popular.container.querySelector('.gms-widget')).toBeNull());
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});
