import { api, callApi, changeLanguage, initI18n } from '@suite/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { registerGamesTranslations } from '../../../i18n';
import { answerApi } from '../../../test/fake-api';
import { makeGame } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { HotGames } from './HotGames';
import { PopularGames } from './PopularGames';

jest.mock('@suite/shared', () => jest.requireActual('../../../test/shared-mock').sharedMock());

let server: ReturnType<typeof answerApi>;

beforeAll(async () => {
  await initI18n();
  registerGamesTranslations();
});

beforeEach(() => {
  server = answerApi(callApi, {
    [api.favoriteGames.path]: () => [],
    [api.hotGames.path]: (): api.HotGameGroup[] => [
      { gameType: 'ELOTT', games: [] },
      { gameType: 'LIVE', games: [makeGame(1, { gameType: 'LIVE', gameName: 'Baccarat Aurora' })] },
      { gameType: 'RNG', games: [makeGame(2, { gameName: 'Golden Dragon' }), makeGame(3, { gameName: 'Lucky Star' })] },
    ],
    [api.gameList.path]: () => ({ games: [makeGame(4, { gameName: 'Jade Temple', isHot: 1 })], totalPages: 1 }),
  });
});

afterEach(async () => {
  await changeLanguage('es');
});

it('shows hot games by type, types without games left out', async () => {
  renderRoute('/', <HotGames />, '/');
  const section = await screen.findByRole('region', { name: 'Juegos populares' });
  const types = within(section).getByRole('group', { name: 'Tipos de juego populares' });
  // The section shows at once (skeletons); the type buttons come with the answer.
  expect((await within(types).findAllByRole('button')).map((button) => button.textContent)).toEqual(['Casino en vivo', 'Tragamonedas']);
  expect(await within(section).findByRole('button', { name: 'Jugar a Baccarat Aurora' })).toBeInTheDocument();

  fireEvent.click(within(types).getByRole('button', { name: 'Tragamonedas' }));
  expect(within(section).getByRole('button', { name: 'Tragamonedas' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(section).getByRole('button', { name: 'Jugar a Golden Dragon' })).toBeInTheDocument();
  expect(server.calls(api.hotGames.path)).toEqual([{ merchantCode: '', isPlatform: 2, platform: 'flash,html5-desktop' }]);
});

it('launches like the hall: a visitor goes to log in', async () => {
  const view = renderRoute('/', <HotGames />, '/');
  fireEvent.click(await screen.findByRole('button', { name: 'Jugar a Baccarat Aurora' }));
  expect(view.url()).toBe('/login');
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
  server = answerApi(callApi, {
    [api.favoriteGames.path]: () => [],
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
