/** Spec 2 §2: the game list route's `games` parameter is read in upper case as the game type. */
import { api, callApi, initI18n, MemoryRouter } from '@suite/shared';
import { render, screen, waitFor } from '@testing-library/react';
import { hallPageForGames, pageForLocation } from '../app/pages';
import { gamesEs } from '../i18n/es';
import { answerApi } from '../test/fake-api';
import { makeGame, makeVendor } from '../test/fixtures';
import GamesRoutes from './routes';

jest.mock('@suite/shared', () => jest.requireActual('../test/shared-mock').sharedMock());

let server: ReturnType<typeof answerApi>;

beforeAll(async () => {
  await initI18n();
});

beforeEach(() => {
  server = answerApi(callApi, {
    [api.newGameVendor.path]: () => ({ data: { lanes: [{ title: 'Fish', gameType: 'FISH', cards: [makeVendor('SPX')], gameClassify: [] }] } }),
    [api.gameList.path]: () => ({ games: [makeGame(1)], totalPages: 1 }),
  });
});

it('reads games in upper case as the game type of a hall', () => {
  expect(hallPageForGames('fish')).toBe('fish');
  expect(hallPageForGames('Live')).toBe('live');
  expect(hallPageForGames('RNG')).toBe('rng');
  expect(hallPageForGames('slot')).toBeNull();
  expect(hallPageForGames(null)).toBeNull();
  expect(pageForLocation('/rng', '?games=pvp')).toBe('pvp');
  expect(pageForLocation('/rng', '?games=slot')).toBe('rng');
  // Only hall routes take it: the game frame stays the game frame.
  expect(pageForLocation('/game', '?games=fish')).toBe('game');
  expect(pageForLocation('/nowhere', '?games=fish')).toBeUndefined();
});

it('/rng?games=fish shows the fish hall and asks for FISH games', async () => {
  render(
    <MemoryRouter initialEntries={['/rng?games=fish']}>
      <GamesRoutes />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(gamesEs.pages.fish);
  // The hall section is a lazy chunk: on a loaded machine it may take longer than waitFor's default second.
  await waitFor(() => expect(server.calls(api.gameList.path).at(-1)).toMatchObject({ gameType: 'FISH' }), { timeout: 5000 });
});
