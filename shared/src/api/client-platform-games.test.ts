/** Issue 12: the game calls as the operator's platform answers them (spec 2 §3, §7). */
import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '../config/runtime-config';
import { initI18n } from '../i18n/i18n';
import { getSession, setSession } from '../session/session-store';
import { ApiError } from './api-error';
import { callApi } from './client';
import * as api from './contract';
import { fakeServer, ok } from './test-adapter';
import { setUnauthorizedHandler } from './unauthorized';

const QUERY: api.GameQuery = {
  clientType: 3,
  platform: 'html5-desktop',
  channel: 'WEB',
  merchant: 'suite',
  gameType: 'RNG',
  pageNo: 1,
  pageSize: 15,
  language: 'es',
};

/** A game as the platform may send it: `code` instead of `gameCode`. */
function platformGame(code: string): Record<string, unknown> {
  return { gameType: 'RNG', isGame: true, vendor: 'SPX', accountTypeName: 'SPX', code, vassalage: 'SPX', gameName: code, minBet: 0.1, lineNum: 25 };
}

beforeAll(() => initI18n());
beforeEach(() => {
  sessionStorage.clear();
  setSession(null);
  setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
});

describe('games named by code or gameCode', () => {
  it('fills gameCode from code in the game list, and keeps a gameCode that came', async () => {
    fakeServer(() => ok({ games: [platformGame('dragon'), { ...platformGame('x'), gameCode: 'tiger' }], totalPages: 1 }));
    const result = await callApi(api.gameList, QUERY);
    expect(result.games.map((game) => game.gameCode)).toEqual(['dragon', 'tiger']);
    expect(result.totalPages).toBe(1);
  });

  it('does the same for favourites, recent and hot games', async () => {
    setSession({ token: 'tok', isAgent: 0, account: 'ann', customerId: '7', memberLabel: null });
    fakeServer(() => ok({ games: [platformGame('fav-1')], totalPages: 1 }));
    expect((await callApi(api.favoriteGamesList, {})).games[0]?.gameCode).toBe('fav-1');
    fakeServer(() => ok({ list: [{ ...platformGame('recent-1'), playedAt: '2026-01-01T00:00:00Z' }] }));
    expect((await callApi(api.recentGames, { clientType: 3 })).list[0]?.gameCode).toBe('recent-1');
    fakeServer(() => ok([{ gameType: 'RNG', games: [platformGame('hot-1')] }]));
    expect((await callApi(api.hotGames, { merchantCode: 'm', isPlatform: 2, platform: 'flash,html5-desktop' }))[0]?.games[0]?.gameCode).toBe('hot-1');
  });
});

describe('a visitor refused by the T-flagged game calls (the platform answers 401)', () => {
  it.each([
    ['game list', () => callApi(api.gameList, QUERY)],
    ['vendor list', () => callApi(api.newGameVendor, { platform: 'html5-desktop' })],
    ['vendor game types', () => callApi(api.vassGameType, { vassalage: 'SPX' })],
  ])('%s: an unauthorized error, with no redirect to /login', async (_name, call) => {
    const toLogin = jest.fn();
    const restore = setUnauthorizedHandler(toLogin);
    fakeServer(() => ({ status: 401, data: { success: false, message: 'token required', value: null } }));
    const error = await call().catch((caught: unknown) => caught);
    restore();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('unauthorized');
    expect(toLogin).not.toHaveBeenCalled();
  });

  it('a member whose token died is still sent to log in once', async () => {
    setSession({ token: 'dead', isAgent: 0, account: 'ann', customerId: '7', memberLabel: null });
    const toLogin = jest.fn();
    const restore = setUnauthorizedHandler(toLogin);
    fakeServer(() => ({ status: 401, data: { success: false, message: 'token expired', value: null } }));
    await callApi(api.gameList, QUERY).catch(() => undefined);
    // The session is gone now, so the next refused game call is a visitor's: no second redirect.
    await callApi(api.gameList, QUERY).catch(() => undefined);
    restore();
    expect(getSession()).toBeNull();
    expect(toLogin).toHaveBeenCalledTimes(1);
  });
});
