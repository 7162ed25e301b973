import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { LOTTERY_VENDORS, type Page, type RebateClaim, type RebateClaimResult, type RebatePreview } from '@suite/shared/contract';
import { installErrorHandling } from '../../http/error-handling';
import { formatValidationErrors } from '../../http/validation-message';
import { checkLedger } from '../../ledger/ledger-check';
import { envelope } from '../../testing/test-app';
import { openPreparedTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';
import { fakeAuthenticate } from '../player-auth/fake-authenticate';
import { registerRecordsRoutes } from '../records/records-routes';
import { registerRebateRoutes } from './rebate-routes';

const PREVIEW = '/wps/member/rebate';
const CLAIM = '/wps/member/rebate/claim';
const CLAIMS = '/wps/member/rebate/claims';

describe.each(TEST_DATABASE_KINDS)('manual rebate on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let token: string;
  let agentToken: string;
  let playerId: string;
  let agentId: string;
  const games = new Map<string, number>();
  const statuses: number[] = [];
  let keyCounter = 0;
  const newKey = () => `rebate-key-${kind}-${(keyCounter += 1)}`;

  beforeAll(async () => {
    // The routes alone on a seeded database, the caller named by a test token (fakeAuthenticate).
    test = await openPreparedTestDatabase(kind);
    app = Fastify({ ajv: { customOptions: { removeAdditional: false } }, schemaErrorFormatter: formatValidationErrors });
    installErrorHandling(app);
    registerRebateRoutes(app, { db: test.db, authenticate: fakeAuthenticate });
    registerRecordsRoutes(app, { db: test.db, authenticate: fakeAuthenticate });
    await app.ready();
    const ids = await test.db.query<{ id: string; account: string }>(`SELECT id, account FROM member WHERE account IN ('demo_player', 'demo_agent')`);
    playerId = ids.rows.find((row) => row.account === 'demo_player')!.id;
    agentId = ids.rows.find((row) => row.account === 'demo_agent')!.id;
    token = `test:${playerId}:0`;
    agentToken = `test:${agentId}:1`;
    // The game types' rates alone: both at VIP level 0 (the seed makes them VIP 2 and 5, whose rates add up).
    await test.db.query('UPDATE member SET club_rank_level = 0 WHERE id = ANY($1::text[])', [[playerId, agentId]]);
    // Bets count at once in these tests (no settling margin).
    await test.db.query(`UPDATE site_setting SET value = '{"minClaim": "1.00", "settleSeconds": 0}'::jsonb WHERE key = 'rebate'`);
    const { rows } = await test.db.query<{ id: number; game_type: string }>(
      `SELECT DISTINCT ON (game_type) id, game_type FROM game WHERE game_type IN ('RNG', 'LIVE', 'FISH') ORDER BY game_type, id`,
    );
    for (const row of rows) games.set(row.game_type, row.id);
    if (!games.has('RNG') || !games.has('LIVE')) throw new Error('the seed has no RNG and LIVE games');
  }, 120_000);
  afterAll(async () => {
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(await checkLedger(test.db)).toMatchObject({ ok: true });
    await app.close();
    await test.dispose();
  });

  async function call(options: InjectOptions): Promise<LightMyRequestResponse> {
    const response = await app.inject(options);
    statuses.push(response.statusCode);
    return response;
  }
  const bearer = (as: string) => ({ authorization: `Bearer ${as}` });
  const get = (url: string, as: string | null = token) => call({ method: 'GET', url, headers: as ? bearer(as) : {} });
  const claim = (key: string | null = newKey(), as: string | null = token, payload: unknown = {}, headers: Record<string, string> = {}) =>
    call({
      method: 'POST',
      url: CLAIM,
      payload: payload as InjectOptions['payload'],
      headers: { ...(as ? bearer(as) : {}), ...(key ? { 'idempotency-key': key } : {}), ...headers },
    });
  const preview = async (as = token) => envelope<RebatePreview>(await get(PREVIEW, as)).value;
  const history = async (as = token) => envelope<Page<RebateClaim>>(await get(CLAIMS, as)).value;
  const mainBalance = async (memberId = playerId) =>
    (await test.db.query<{ balance: string }>(`SELECT balance::text AS balance FROM wallets WHERE member_id = $1`, [memberId])).rows[0]?.balance ?? '0.00';
  const bet = async (memberId: string, gameType: string, stake: string) => {
    const gameId = games.get(gameType);
    const session = await test.db.query<{ id: number }>(
      `INSERT INTO game_session (token_hash, member_id, game_id, min_bet, max_bet, expires_at)
       VALUES (md5(random()::text), $1, $2, 1, 1000, now() + interval '1 hour') RETURNING id`,
      [memberId, gameId],
    );
    await test.db.query(
      `INSERT INTO game_bet (member_id, game_id, session_id, idempotency_key, wallet, bet_amount, win_amount, balance_after, outcome)
       VALUES ($1, $2, $3, md5(random()::text), 'MAIN', $4::numeric, 0, 0, '{}'::jsonb)`,
      [memberId, gameId, (session.rows[0] as { id: number }).id, stake],
    );
  };
  const cents = (amount: string) => Math.round(Number(amount) * 100);

  it('previews nothing to claim without bets: every rated type at 0, below the minimum', async () => {
    const value = await preview();
    expect(value).toMatchObject({ total: '0.00', minClaim: '1.00', claimable: false, reason: 'belowMinimum' });
    // One line per kind of bet: lottery bets (regional and fast) are LOTTERY, never LOTT or ELOTT.
    expect(value.lines.map((line) => line.gameType)).toEqual(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTTERY', 'COCKFIGHT']);
    expect(value.lines[0]).toEqual({ gameType: 'RNG', validBets: '0.00', ratePercent: '0.800', rebate: '0.00' });
    expect(Date.parse(value.periodFrom)).toBeLessThanOrEqual(Date.parse(value.periodTo));
    expect(await history()).toEqual({ list: [], totalCount: 0, totalPages: 0 });
  });

  it('rates only types a valid bet can carry, so no kind of bet is listed twice (issue 26 #10)', async () => {
    // A game round's type is its game's, for games the launch opens (not lottery entries, which open
    // the lottery); a lottery bet's is LOTTERY (features/bonus/valid-bets.ts).
    const { rows } = await test.db.query<{ game_type: string }>(
      `SELECT r.game_type FROM rebate_rate r
        WHERE r.game_type <> 'LOTTERY' AND NOT EXISTS (
          SELECT 1 FROM game g
           WHERE g.game_type = r.game_type AND g.is_game AND g.game_type NOT IN ('LOTT', 'ELOTT') AND g.vassalage <> ALL ($1::text[]))
        ORDER BY r.game_type`,
      [[...LOTTERY_VENDORS]],
    );
    expect(rows.map((row) => row.game_type)).toEqual([]);
  });

  it('refuses a claim below the minimum with a translated message, and moves nothing', async () => {
    await bet(playerId, 'RNG', '100.00'); // 0.80
    const before = await mainBalance();
    const es = envelope(await claim());
    expect(es).toMatchObject({ success: false, message: 'Su reembolso de 0.80 no alcanza el mínimo de 1.00 para reclamar', value: { code: 'belowMinimum' } });
    const en = envelope(await claim(newKey(), token, {}, { 'accept-language': 'en' }));
    expect(en).toMatchObject({ success: false, message: 'Your rebate of 0.80 is below the minimum claim of 1.00' });
    expect(await mainBalance()).toBe(before);
    expect(await history()).toMatchObject({ totalCount: 0 });
  });

  it('previews the valid bets per type since registration, each rebate rounded down', async () => {
    await bet(playerId, 'RNG', '23.45'); // RNG 123.45 x 0.8 % = 0.9876 -> 0.98
    await bet(playerId, 'LIVE', '300.00'); // 1.50
    await bet(agentId, 'RNG', '5000.00'); // someone else's: never here
    const value = await preview();
    expect(value.lines.filter((line) => line.validBets !== '0.00')).toEqual([
      { gameType: 'RNG', validBets: '123.45', ratePercent: '0.800', rebate: '0.98' },
      { gameType: 'LIVE', validBets: '300.00', ratePercent: '0.500', rebate: '1.50' },
    ]);
    expect(value).toMatchObject({ total: '2.48', claimable: true, reason: null });
  });

  it('ten parallel claims with one key credit once and all answer the same claim', async () => {
    const before = await mainBalance();
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(key)));
    const done = answers.filter((answer) => answer.statusCode === 200).map((answer) => envelope<RebateClaimResult>(answer));
    // The others were in flight (409) while the first ran.
    expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 409)).toBe(true);
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(new Set(done.map((body) => body.value.claim.id)).size).toBe(1);
    const result = done[0]!.value;
    expect(result.claim).toMatchObject({ amount: '2.48' });
    expect(result.claim.lines.map((line) => line.gameType)).toEqual(['RNG', 'LIVE']);
    expect(cents(await mainBalance()) - cents(before)).toBe(248);
    expect(result.balance).toBe(await mainBalance());
    // The same key again: the first answer, nothing moves.
    expect(envelope<RebateClaimResult>(await claim(key)).value.claim.id).toBe(result.claim.id);
    expect(cents(await mainBalance()) - cents(before)).toBe(248);
    expect(await history()).toMatchObject({ totalCount: 1, list: [{ id: result.claim.id, amount: '2.48' }] });
    // The next period starts where the claim ended: nothing left.
    expect(await preview()).toMatchObject({ total: '0.00', claimable: false, periodFrom: result.claim.periodTo });
  });

  it('writes a rebate line in the account record', async () => {
    const response = await get(`/wps/records/transactions?from=${encodeURIComponent(new Date(Date.now() - 86_400_000).toISOString())}&to=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}&type=rebate`);
    const page = envelope<{ list: { type: string; amount: string; reference: string }[] }>(response).value;
    expect(page.list).toEqual([expect.objectContaining({ type: 'rebate', amount: '2.48', reference: expect.stringMatching(/^RB\d+$/) })]);
  });

  it('five parallel claims with different keys credit once: the same bets never pay twice', async () => {
    await bet(playerId, 'RNG', '250.00'); // 2.00
    const before = await mainBalance();
    const answers = await Promise.all(Array.from({ length: 5 }, () => claim()));
    const bodies = answers.map((answer) => envelope<RebateClaimResult>(answer));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(200));
    const paid = bodies.filter((body) => body.success);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.value.claim.amount).toBe('2.00');
    expect(bodies.filter((body) => !body.success).map((body) => (body.value as unknown as { code: string }).code)).toEqual(Array(4).fill('belowMinimum'));
    expect(cents(await mainBalance()) - cents(before)).toBe(200);
    const list = (await history()).list;
    expect(list.map((item) => item.amount)).toEqual(['2.00', '2.48']);
    // Consecutive periods, no overlap.
    expect(list[0]!.periodFrom).toBe(list[1]!.periodTo);
  });

  it('follows the Idempotency-Key draft: missing or malformed key 400', async () => {
    for (const response of [await claim(null), await claim('bad key!'), await claim('short')]) {
      expect(response.statusCode).toBe(400);
      expect(envelope(response).success).toBe(false);
    }
  });

  it('is closed to trial accounts (403)', async () => {
    expect((await get(PREVIEW, `test:${playerId}:4`)).statusCode).toBe(403);
    expect((await claim(newKey(), `test:${playerId}:4`)).statusCode).toBe(403);
  });

  it.each([
    ['an unknown body field', { amount: '100.00' }],
    ['an array body', ['x']],
    ['a string body', 'x'],
  ])('refuses a claim with %s (4xx envelope)', async (_name, payload) => {
    const response = await claim(newKey(), token, payload);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(envelope(response).success).toBe(false);
  });

  it.each(['?pageNo=0', '?pageSize=51', '?pageSize=abc', '?other=1', `?pageNo=${'9'.repeat(20)}`])('refuses the claims query %s (400 envelope)', async (query) => {
    const response = await get(`${CLAIMS}${query}`);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).success).toBe(false);
  });

  it('refuses a preview with query fields (400)', async () => {
    expect((await get(`${PREVIEW}?memberId=${agentId}`)).statusCode).toBe(400);
  });

  it('answers 401 without a session on every route', async () => {
    for (const response of [await get(PREVIEW, null), await get(CLAIMS, null), await claim(newKey(), null)]) {
      expect(response.statusCode).toBe(401);
      expect(envelope(response).success).toBe(false);
    }
  });

  it("keeps members apart: another member's bets and claims are never seen or paid", async () => {
    const agentBefore = await mainBalance(agentId);
    const agentPreview = await preview(agentToken);
    expect(agentPreview.lines.find((line) => line.gameType === 'RNG')).toMatchObject({ validBets: '5000.00', rebate: '40.00' });
    const agentClaim = envelope<RebateClaimResult>(await claim(newKey(), agentToken)).value;
    expect(agentClaim.claim.amount).toBe('40.00');
    expect(cents(await mainBalance(agentId)) - cents(agentBefore)).toBe(4000);
    expect((await history()).list.map((item) => item.id)).not.toContain(agentClaim.claim.id);
    expect((await history(agentToken)).list.map((item) => item.id)).toEqual([agentClaim.claim.id]);
    // The same key in another member's scope is that member's own key.
    const shared = newKey();
    expect(envelope(await claim(shared, token)).success).toBe(false);
    expect(envelope(await claim(shared, agentToken)).success).toBe(false);
  });

  it("adds the member's VIP level rate to every game type's rate, and pays it (the level held when claiming)", async () => {
    await test.db.query(`UPDATE vip_rank SET rebate_percent = 0.50 WHERE level = 3`);
    await test.db.query('UPDATE member SET club_rank_level = 3 WHERE id = $1', [playerId]);
    try {
      await bet(playerId, 'RNG', '200.00'); // (0.8 + 0.5) % = 2.60
      await bet(playerId, 'FISH', '100.00'); // (0.6 + 0.5) % = 1.10
      const value = await preview();
      expect(value.lines.filter((line) => line.validBets !== '0.00')).toEqual([
        { gameType: 'RNG', validBets: '200.00', ratePercent: '1.300', rebate: '2.60' },
        { gameType: 'FISH', validBets: '100.00', ratePercent: '1.100', rebate: '1.10' },
      ]);
      // A type without bets shows its rate with the VIP part too.
      expect(value.lines.find((line) => line.gameType === 'COCKFIGHT')).toMatchObject({ ratePercent: '0.800', rebate: '0.00' });
      const before = await mainBalance();
      const result = envelope<RebateClaimResult>(await claim()).value;
      expect(result.claim).toMatchObject({ amount: '3.70' });
      expect(result.claim.lines.map((line) => line.ratePercent)).toEqual(['1.300', '1.100']);
      expect(cents(await mainBalance()) - cents(before)).toBe(370);
    } finally {
      await test.db.query('UPDATE member SET club_rank_level = 0 WHERE id = $1', [playerId]);
    }
  });

  it('pages the history newest first', async () => {
    const page = envelope<Page<RebateClaim>>(await get(`${CLAIMS}?pageNo=2&pageSize=1`)).value;
    expect(page).toMatchObject({ totalCount: 3, totalPages: 3 });
    expect(page.list.map((item) => item.amount)).toEqual(['2.00']);
  });
});
