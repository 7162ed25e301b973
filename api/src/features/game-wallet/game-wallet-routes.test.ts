import type { FastifyInstance } from 'fastify';
import type { Balance, GameListResult, LaunchResult, MerchantWallet } from '@suite/shared/contract';
import { fundWallet, startGamesTestApp } from '../../testing/games-test-app';
import { envelope } from '../../testing/test-app';
import { TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';
import { bearerFor } from '../player-auth/fake-authenticate';
import type { Player } from '../player-auth/player-auth';
import { invalidateOperatorData } from '../../cache/operator-data';
import { MERCHANT_WALLET_DATA } from './wallet-repository';

const player: Player = { memberId: 'wallet-player', isAgent: 0 };
const TRANSFER = '/wps/relay/GCS_walletTransfer';

describe.each(TEST_DATABASE_KINDS)('wallet transfers on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, test, close } = await startGamesTestApp(kind));
    await fundWallet(test, player.memberId, '100.00');
  });
  afterAll(() => close());

  // Straight in the database, as an operator without the admin route: the wallet mode is then forgotten by hand.
  const setSingle = async (isSingle: boolean) => {
    await test.db.query(`UPDATE site_setting SET value = $1::jsonb WHERE key = 'merchantWallet'`, [JSON.stringify({ isSingle })]);
    invalidateOperatorData(test.db, MERCHANT_WALLET_DATA);
  };
  const transfer = async (payload: Record<string, string>, who: Player = player, language?: 'es' | 'en') => {
    const headers = { ...bearerFor(who), ...(language ? { 'accept-language': language } : {}) };
    const response = await app.inject({ method: 'POST', url: TRANSFER, payload, headers });
    return { status: response.statusCode, body: envelope<Balance>(response) };
  };

  it('tells whether the merchant wallet is single (it is by default), to logged-in players only', async () => {
    expect((await app.inject({ method: 'GET', url: '/wps/relay/GCS_merchantWallet' })).statusCode).toBe(401);
    const response = await app.inject({ method: 'GET', url: '/wps/relay/GCS_merchantWallet', headers: bearerFor(player) });
    expect(envelope<MerchantWallet>(response).value).toEqual({ isSingle: true });
  });

  it('refuses transfers with a single wallet', async () => {
    const refused = await transfer({ fromWallet: 'MAIN', toWallet: 'SPX', amount: '10.00', idempotencyKey: 'single-0001' });
    expect(refused).toMatchObject({ status: 200, body: { success: false, value: { code: 'singleWallet' } } });
  });

  describe('with a wallet per vendor', () => {
    beforeAll(() => setSingle(false));
    afterAll(() => setSingle(true));

    it('moves money from the main wallet to a vendor wallet and back, exactly', async () => {
      const out = await transfer({ fromWallet: 'MAIN', toWallet: 'SPX', amount: '30.10', idempotencyKey: 'transfer-0001' });
      expect(out.status).toBe(200);
      expect(out.body.value).toEqual({
        sumBalance: '100.00',
        currencySymbol: 'P',
        wallets: [
          { wallet: 'MAIN', balance: '69.90' },
          { wallet: 'SPX', balance: '30.10' },
        ],
      });
      const back = await transfer({ fromWallet: 'SPX', toWallet: 'MAIN', amount: '0.1', idempotencyKey: 'transfer-0002' });
      expect(back.body.value.wallets).toEqual([
        { wallet: 'MAIN', balance: '70.00' },
        { wallet: 'SPX', balance: '30.00' },
      ]);
    });

    it('moves nothing twice for one idempotency key, and refuses the key for another transfer', async () => {
      const first = await transfer({ fromWallet: 'MAIN', toWallet: 'LUX', amount: '5.00', idempotencyKey: 'transfer-0003' });
      const retried = await transfer({ fromWallet: 'MAIN', toWallet: 'LUX', amount: '5.00', idempotencyKey: 'transfer-0003' });
      expect(retried.body.value).toEqual(first.body.value);
      const racing = await Promise.all([1, 2, 3].map(() => transfer({ fromWallet: 'MAIN', toWallet: 'LUX', amount: '1.00', idempotencyKey: 'transfer-race' })));
      expect(racing.every((result) => result.status === 200 || result.status === 409)).toBe(true);
      const { rows } = await test.db.query<{ balance: string }>(`SELECT balance FROM vendor_wallet WHERE member_id = $1 AND vassalage = 'LUX'`, [
        player.memberId,
      ]);
      expect(rows[0]?.balance).toBe('6.00');
      const reused = await transfer({ fromWallet: 'MAIN', toWallet: 'LUX', amount: '9.00', idempotencyKey: 'transfer-0003' });
      expect(reused).toMatchObject({ status: 422, body: { success: false } });
    });

    it('never takes more than a wallet holds', async () => {
      const refused = await transfer({ fromWallet: 'SPX', toWallet: 'MAIN', amount: '30.01', idempotencyKey: 'transfer-0004' });
      expect(refused).toMatchObject({ status: 200, body: { success: false, value: { code: 'insufficientBalance' } } });
      const empty = await transfer({ fromWallet: 'GLD', toWallet: 'MAIN', amount: '1.00', idempotencyKey: 'transfer-0005' });
      expect(empty.body).toMatchObject({ success: false, value: { code: 'insufficientBalance' } });
    });

    it.each([
      ['SPX', 'LUX'],
      ['LUX', 'SPX'],
      ['MAIN', 'MAIN'],
      ['SPX', 'SPX'],
    ])('refuses %s -> %s in the player\'s language, moving nothing (never from another wallet)', async (fromWallet, toWallet) => {
      const balances = () =>
        test.db.query<{ wallet: string; balance: string }>(
          `SELECT wallet, balance FROM ledger_account WHERE owner = 'member' AND member_id = $1 ORDER BY wallet`,
          [player.memberId],
        );
      const before = (await balances()).rows;
      const payload = { fromWallet, toWallet, amount: '1.00' };
      const es = await transfer({ ...payload, idempotencyKey: `pair-es-${fromWallet}-${toWallet}` });
      expect(es).toMatchObject({ status: 400, body: { success: false, value: { code: 'walletPair', fromWallet, toWallet } } });
      expect(es.body.message).toBe(
        'Solo se transfiere entre la billetera principal y la de un juego: para pasar dinero de un juego a otro, páselo primero a la billetera principal',
      );
      const en = await transfer({ ...payload, idempotencyKey: `pair-en-${fromWallet}-${toWallet}` }, player, 'en');
      expect(en).toMatchObject({ status: 400, body: { success: false, value: { code: 'walletPair' } } });
      expect(en.body.message).toBe(
        'Transfers go between the main wallet and one game wallet only: to move money from one game to another, move it to the main wallet first',
      );
      expect((await balances()).rows).toEqual(before);
    });

    it('refuses a wallet that does not exist, in the player\'s language', async () => {
      const es = await transfer({ fromWallet: 'MAIN', toWallet: 'NOPE', amount: '1.00', idempotencyKey: 'transfer-bad2' });
      expect(es).toMatchObject({ status: 400, body: { success: false, message: 'No existe la billetera NOPE', value: { code: 'unknownWallet', wallet: 'NOPE' } } });
      const en = await transfer({ fromWallet: 'NOPE', toWallet: 'MAIN', amount: '1.00', idempotencyKey: 'transfer-bad2-en' }, player, 'en');
      expect(en).toMatchObject({ status: 400, body: { success: false, message: 'There is no wallet NOPE', value: { code: 'unknownWallet' } } });
    });

    it.each([
      [{ fromWallet: 'MAIN', toWallet: 'SPX', amount: '0.00', idempotencyKey: 'transfer-bad3' }, 400, 'Invalid body: amount must be above 0'],
      [{ fromWallet: 'MAIN', toWallet: 'SPX', amount: '1.005', idempotencyKey: 'transfer-bad4' }, 400, 'Invalid body: amount must match pattern'],
      [{ fromWallet: 'MAIN', toWallet: 'SPX', amount: '1.00' }, 400, 'Idempotency-Key'],
    ])('refuses %p', async (payload, status, message) => {
      const refused = await transfer(payload);
      expect(refused.status).toBe(status);
      expect(refused.body.message).toContain(message);
    });

    it('plays a game against its vendor wallet', async () => {
      const spx = envelope<GameListResult>(await app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=SPX&pageSize=5' }))
        .value.games.find((game) => game.isGame)!;
      const launched = envelope<LaunchResult>(
        await app.inject({
          method: 'GET',
          url: `/wps/game/launchGame?vassalage=SPX&gameCode=${spx.gameCode}&gameType=RNG&language=es`,
          headers: bearerFor(player),
        }),
      );
      const pagePath = launched.value.content.split('?')[0]!;
      const round = await app.inject({ method: 'POST', url: `${pagePath}/spin`, payload: { idempotencyKey: 'vendor-round-1', amount: '2.00' } });
      const { balance } = envelope<{ balance: string }>(round).value;
      const { rows } = await test.db.query<{ balance: string }>(`SELECT balance FROM vendor_wallet WHERE member_id = $1 AND vassalage = 'SPX'`, [
        player.memberId,
      ]);
      expect(rows[0]?.balance).toBe(balance);
      const main = await test.db.query<{ balance: string }>('SELECT balance FROM wallets WHERE member_id = $1', [player.memberId]);
      expect(main.rows[0]?.balance).toBe('64.00');
    });
  });
});
