import { ApiError, callApi } from '@suite/shared';
import { favouritesSnapshot, resetFavourites, syncFavourites, toggleFavourite } from './favourites-store';

jest.mock('@suite/shared', () => ({ ...jest.requireActual('@suite/shared'), callApi: jest.fn() }));
const callApiMock = jest.mocked(callApi);

const game = { nodeId: '42', vendor: 'SPX', gameType: 'RNG' as const };

beforeEach(() => resetFavourites());

it('loads the ids once per session and empties them at logout', async () => {
  callApiMock.mockResolvedValueOnce(['1', '2']);
  await syncFavourites('token-a');
  await syncFavourites('token-a');
  expect(callApiMock).toHaveBeenCalledTimes(1);
  expect([...favouritesSnapshot().ids]).toEqual(['1', '2']);

  await syncFavourites(null);
  expect(favouritesSnapshot().ids.size).toBe(0);
});

it('stars a game at once and keeps it when the server accepts', async () => {
  callApiMock.mockResolvedValueOnce([]);
  await syncFavourites('token-a');
  callApiMock.mockResolvedValueOnce(null);
  const pending = toggleFavourite(game);
  expect(favouritesSnapshot().ids.has('42')).toBe(true);
  await expect(pending).resolves.toBe(true);
  expect(callApiMock).toHaveBeenLastCalledWith(expect.objectContaining({ path: '/wps/relay/MCSFE_addFavoriteGame' }), game);
  expect(favouritesSnapshot().version).toBe(1);

  callApiMock.mockResolvedValueOnce(null);
  await expect(toggleFavourite(game)).resolves.toBe(false);
  expect(callApiMock).toHaveBeenLastCalledWith(expect.objectContaining({ path: '/wps/relay/MCSFE_removeFavoriteGame' }), { nodeId: '42' });
  expect(favouritesSnapshot().ids.has('42')).toBe(false);
});

it('puts the star back when the server refuses', async () => {
  callApiMock.mockResolvedValueOnce([]);
  await syncFavourites('token-a');
  callApiMock.mockRejectedValueOnce(new ApiError('server', { status: 403 }));
  await expect(toggleFavourite(game)).rejects.toBeInstanceOf(ApiError);
  expect(favouritesSnapshot().ids.has('42')).toBe(false);
  expect(favouritesSnapshot().version).toBe(0);
});
