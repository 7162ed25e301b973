import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { PlayerRank } from '@suite/shared/contract';
import { bearer, loginToken, startAccountsApp } from '../../testing/accounts-kit';
import { envelope } from '../../testing/test-app';
import { TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';

const RANK = '/wps/member/rank';

describe.each(TEST_DATABASE_KINDS)('player rank on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  let player: string;
  let weak: string;
  let weakId: string;
  let sessionId: string;
  let betCounter = 0;
  const statuses: number[] = [];

  beforeAll(async () => {
    ({ app, test, close } = await startAccountsApp(kind));
    player = await loginToken(app, 'demo_player', 'Demo2026pass');
    weak = await loginToken(app, 'demo_weak', '123456');
    weakId = (await test.db.query<{ id: string }>(`SELECT id FROM member WHERE account = 'demo_weak'`)).rows[0]!.id;
    // A play session of the demo game to hang test rounds on.
    const { rows } = await test.db.query<{ id: string }>(
      `INSERT INTO game_session (token_hash, member_id, game_id, min_bet, max_bet, expires_at)
       SELECT 'rank-test-session', $1, min(id), 1, 100000, now() + interval '1 hour' FROM game RETURNING id::text AS id`,
      [weakId],
    );
    sessionId = rows[0]!.id;
  }, 180_000);
  afterAll(async () => {
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    await close?.();
  });

  async function call(options: InjectOptions): Promise<LightMyRequestResponse> {
    const response = await app.inject(options);
    statuses.push(response.statusCode);
    return response;
  }
  const rankOf = async (token: string, language = 'es'): Promise<PlayerRank> => {
    const response = await call({ method: 'GET', url: RANK, headers: { ...bearer(token), 'accept-language': language } });
    expect(response.statusCode).toBe(200);
    return envelope<PlayerRank>(response).value;
  };
  /** A settled round of demo_weak's (a valid bet). */
  const bet = (amount: string) =>
    test.db.query(
      `INSERT INTO game_bet (member_id, game_id, session_id, idempotency_key, wallet, bet_amount, win_amount, balance_after, outcome)
       SELECT $1, game_id, id, $3, 'MAIN', $4::numeric, 0, 0, '{}'::jsonb FROM game_session WHERE id = $2`,
      [weakId, sessionId, `rank-bet-${(betCounter += 1)}`, amount],
    );
  const stored = async () =>
    (
      await test.db.query<{ level: number; label: string; color: string }>(
        `SELECT club_rank_level AS level, club_label_name AS label, club_label_color AS color FROM member WHERE id = $1`,
        [weakId],
      )
    ).rows[0];
  const rankMessages = async () =>
    (await test.db.query<{ content: string }>(`SELECT content FROM member_message WHERE member_id = $1 AND title = 'Nuevo rango VIP' ORDER BY id`, [weakId]))
      .rows;

  it('shows every rank with its benefits and the way to the next one', async () => {
    const rank = await rankOf(weak);
    expect(rank).toMatchObject({
      level: 0,
      name: 'Miembro',
      turnover: '0.00',
      next: { level: 1, name: 'Bronce', turnoverRequired: '1000.00', remaining: '1000.00' },
      progressPercent: 0,
      promotedFrom: null,
    });
    expect(rank.ranks.map((item) => item.level)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(rank.ranks[2]).toEqual({
      level: 2,
      name: 'Plata',
      turnoverRequired: '10000.00',
      weeklyBonus: '20.00',
      rebatePercent: '0.40',
      dailyWithdrawLimit: '100000.00',
      vipService: false,
      perks: ['Bono de cumpleaños'],
    });
    // VIP customer service from level 5 (spec: rank level above 4).
    expect(rank.ranks.filter((item) => item.vipService).map((item) => item.level)).toEqual([5, 6]);
    const english = await rankOf(weak, 'en');
    expect(english.name).toBe('Member');
    expect(english.ranks[2]).toMatchObject({ name: 'Silver', perks: ['Birthday bonus'] });
  });

  it('promotes a member whose turnover reaches a higher rank, once, and says so', async () => {
    await bet('2345.60');
    await bet('10000.00');
    const rank = await rankOf(weak);
    expect(rank).toMatchObject({
      level: 2,
      name: 'Plata',
      turnover: '12345.60',
      next: { level: 3, name: 'Oro', turnoverRequired: '50000.00', remaining: '37654.40' },
      progressPercent: 24,
      promotedFrom: 0,
    });
    expect(await stored()).toEqual({ level: 2, label: 'VIP2', color: '#d4a017' });
    expect(await rankMessages()).toEqual([{ content: expect.stringContaining('Plata') }]);
    // The public state follows (hasVip, vipRankLevel).
    const state = envelope<{ hasVip: boolean; vipRankLevel: number }>(await call({ method: 'GET', url: '/wps/member/publicState', headers: bearer(weak) }));
    expect(state.value).toMatchObject({ hasVip: true, vipRankLevel: 2 });

    const again = await rankOf(weak);
    expect(again).toMatchObject({ level: 2, promotedFrom: null });
    expect(await rankMessages()).toHaveLength(1);
  });

  it('promotes once when several calls arrive together', async () => {
    await bet('40000.00');
    const answers = await Promise.all(Array.from({ length: 5 }, () => rankOf(weak)));
    expect(answers.map((answer) => answer.level)).toEqual([3, 3, 3, 3, 3]);
    expect(answers.filter((answer) => answer.promotedFrom === 2)).toHaveLength(1);
    expect(answers.filter((answer) => answer.promotedFrom !== null)).toHaveLength(1);
    expect(await rankMessages()).toHaveLength(2);
  });

  it('counts settled lottery bets once lottery_bet exists', async () => {
    const before = (await rankOf(weak)).turnover;
    const { rows } = await test.db.query<{ name: string | null }>(`SELECT to_regclass('lottery_bet')::text AS name`);
    if (rows[0]?.name) return; // The lottery's own table is there: its tests cover its rows.
    await test.db.exec(`CREATE TABLE lottery_bet (id SERIAL PRIMARY KEY, member_id TEXT NOT NULL, total_stake NUMERIC(18,2) NOT NULL, status TEXT NOT NULL)`);
    try {
      await test.db.query(
        `INSERT INTO lottery_bet (member_id, total_stake, status) VALUES ($1, 100.25, 'won'), ($1, 50.00, 'lost'), ($1, 999.00, 'open'), ('someone-else', 70.00, 'won')`,
        [weakId],
      );
      const rank = await rankOf(weak);
      expect(rank.turnover).toBe('52495.85');
      expect(before).toBe('52345.60');
    } finally {
      await test.db.exec('DROP TABLE lottery_bet');
    }
  });

  it('never demotes: a stored rank above the turnover stays, the next one is still ahead', async () => {
    const rank = await rankOf(player);
    // demo_player holds level 2 with no bets; demo_weak's rounds are not theirs.
    expect(rank).toMatchObject({
      level: 2,
      turnover: '0.00',
      next: { level: 3, remaining: '50000.00' },
      progressPercent: 0,
      promotedFrom: null,
    });
  });

  it('answers 100 % and no next rank at the top', async () => {
    await bet('2000000.00');
    const rank = await rankOf(weak);
    expect(rank).toMatchObject({ level: 6, name: 'Corona', next: null, progressPercent: 100, promotedFrom: 3 });
  });

  it('answers 401 without a session and 400 for unexpected input', async () => {
    expect((await call({ method: 'GET', url: RANK })).statusCode).toBe(401);
    expect((await call({ method: 'GET', url: RANK, headers: bearer('nope') })).statusCode).toBe(401);
    for (const query of ['?memberId=100001', '?level=%00']) {
      const response = await call({ method: 'GET', url: `${RANK}${query}`, headers: bearer(weak) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    }
  });
});
