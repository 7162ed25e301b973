import { api, callApi, changeLanguage, initI18n } from '@suite/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { registerGamesTranslations } from '../../../i18n';
import { resetFavourites } from '../../../games/favourites/favourites-store';
import { forgetVendorLanes } from '../../../games/vendors/use-vendor-lanes';
import { answerApi } from '../../../test/fake-api';
import { catalogue, listGames } from '../../../test/fake-catalogue';
import { renderRoute } from '../../../test/render';
import { GameHallPage } from './GameHallPage';

jest.mock('@suite/shared', () => jest.requireActual('../../../test/shared-mock').sharedMock());

// Issue 13: what a name search found is counted in the hall's polite live region.
const GAMES = catalogue(200);
const found = (gameName: string) => listGames(GAMES, { gameType: 'RNG', gameName, pageNo: 1, pageSize: api.GAME_PAGE_SIZE } as api.GameQuery);

beforeAll(async () => {
  await initI18n();
  registerGamesTranslations();
});

beforeEach(() => {
  forgetVendorLanes();
  resetFavourites();
  answerApi(callApi, {
    [api.newGameVendor.path]: () => ({ data: { lanes: [] } }),
    [api.gameList.path]: (query: api.GameQuery) => listGames(GAMES, query),
    [api.favoriteGames.path]: () => [],
  });
});

afterEach(() => changeLanguage('es'));

const liveRegion = () => screen.getAllByRole('status').find((element) => element.classList.contains('gms-visually-hidden'))!;

it('counts the games a search found, with the pages when there are more', async () => {
  const many = GAMES[0]!.gameName.split(' ')[0]!.toLowerCase();
  const expected = found(many);
  renderRoute('/rng', <GameHallPage gameType="RNG" full />, `/rng?gameName=${encodeURIComponent(many)}`);
  await waitFor(() =>
    expect(liveRegion()).toHaveTextContent(
      expected.totalPages > 1
        ? `${expected.games.length} juegos en esta página, ${expected.totalPages} páginas en total`
        : `${expected.games.length} juego`,
    ),
  );
});

it('says nothing found, in English too, and nothing without a search', async () => {
  await changeLanguage('en');
  const view = renderRoute('/rng', <GameHallPage gameType="RNG" full />, '/rng');
  await screen.findAllByRole('button', { name: /^Play / });
  expect(liveRegion()).toBeEmptyDOMElement();
  fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'zzzz-no-such-game' } });
  await waitFor(() => expect(view.params().get('gameName')).toBe('zzzz-no-such-game'));
  await waitFor(() => expect(liveRegion()).toHaveTextContent('0 games found'));
});
