import { api, callApi, changeLanguage, initI18n, MemoryRouter } from '@suite/shared';
import { render, screen, waitFor } from '@testing-library/react';
import { gamesEn } from '../i18n/en';
import { gamesEs } from '../i18n/es';
import { answerApi } from '../test/fake-api';
import { makeGame, makeVendor } from '../test/fixtures';
import GamesRoutes from './routes';

jest.mock('@suite/shared', () => jest.requireActual('../test/shared-mock').sharedMock());

function renderAt(entry: string) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <GamesRoutes />
    </MemoryRouter>,
  );
}

const CATEGORIES = ['rng', 'fish', 'pvp', 'live', 'sports', 'esports', 'elott', 'cockfight', 'fbsports', 'seamless', 'game'] as const;
const HALLS = ['rng', 'fish', 'pvp', 'live', 'sports', 'esports', 'elott', 'cockfight'] as const;

beforeAll(async () => {
  await initI18n();
});

beforeEach(() => {
  answerApi(callApi, {
    [api.newGameVendor.path]: () => ({ data: { lanes: [{ title: 'Slots', gameType: 'RNG', cards: [makeVendor('SPX')], gameClassify: [] }] } }),
    [api.gameList.path]: () => ({ games: [makeGame(1)], totalPages: 1 }),
  });
});

afterAll(async () => {
  await changeLanguage('es');
});

describe.each([
  ['es', gamesEs],
  ['en', gamesEn],
] as const)('game hall routes in %s', (language, texts) => {
  beforeAll(async () => {
    await changeLanguage(language);
  });

  it.each(CATEGORIES)('/%s shows its title and build at once', async (category) => {
    const { container } = renderAt(`/${category}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(texts.pages[category]);
    expect(container.querySelector('section')).toHaveAttribute('data-build', '0.0.0-test');
    // The page itself comes in its own chunk, announced while it loads.
    await waitFor(() => expect(screen.queryByText(texts.pages.loading)).toBeNull());
  });

  it.each(HALLS)('/%s loads its hall with the vendor filter', async (category) => {
    renderAt(`/${category}`);
    expect(await screen.findByRole('group', { name: texts.hall.vendors })).toBeInTheDocument();
  });

  it('/rng shows the jackpot above its vendors', async () => {
    renderAt('/rng');
    expect(await screen.findByRole('heading', { level: 2, name: texts.jackpot.title })).toBeInTheDocument();
  });

  it('/game without a game says so', async () => {
    renderAt('/game');
    expect(await screen.findByText(texts.game.none)).toBeInTheDocument();
  });

  it('a path it does not serve says so', () => {
    renderAt('/nowhere');
    expect(screen.getByRole('status')).toHaveTextContent(texts.pages.unknown);
  });
});
