import type { FastifyInstance, InjectOptions } from 'fastify';
import type {
  ClaimRaffleResult,
  ClaimRewardResult,
  CollectMissionResult,
  MissionLeaderboardEntry,
  MissionSummary,
  PublicState,
  RewardPage,
  WithdrawInfo,
} from '@suite/shared/contract';
import { checkLedger } from '../../ledger/ledger-check';
import { bearer, createClock, loginToken, recordCalls, startAccountsApp, type TestClock } from '../../testing/accounts-kit';
import { envelope, TEST_ADMIN_HEADERS } from '../../testing/test-app';
import { TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';
import { ADMIN_REWARDS_PATH, type IssuedReward } from './reward-admin-routes';

const REWARDS = '/wps/member/rewards';
const CLAIM = '/wps/member/rewards/claim';
const RAFFLE = '/wps/relay/MCS2_claimRafflePromotion';
const SUMMARY = '/wps/relay/MCSFE_getMissionSummaryDetails';
const COLLECT = '/wps/relay/MCSFE_collectMission';
const BOARD = '/wps/relay/MCSFE_getMissionLeaderboard';
const HOUR = 60 * 60 * 1000;

// The machine is shared: preparing PGlite and logging in can take longer than the default.
jest.setTimeout(120_000);

describe.each(TEST_DATABASE_KINDS)('rewards and missions on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  let clock: TestClock;
  let token: string;
  let agentToken: string;
  const { statuses, call } = recordCalls(() => app);
  let keyCounter = 0;
  const newKey = () => `reward-key-${kind}-${(keyCounter += 1)}`;

  beforeAll(async () => {
    clock = createClock();
    ({ app, test, close } = await startAccountsApp(kind, { now: clock.now }));
    token = await loginToken(app, 'demo_player', 'Demo2026pass');
    agentToken = await loginToken(app, 'demo_agent', 'Agent2026pass');
  }, 240_000);
  afterAll(async () => {
    // Nothing of this ever answers 5xx, and the ledger is whole after it all.
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(await checkLedger(test.db)).toMatchObject({ ok: true });
    await close();
  }, 120_000);

  const get = (url: string, as: string | null = token, headers: Record<string, string> = {}) =>
    call({ method: 'GET', url, headers: { ...(as ? bearer(as) : {}), ...headers } });
  const post = (url: string, payload: unknown, { as = token, key = newKey(), headers = {} }: { as?: string | null; key?: string | null; headers?: Record<string, string> } = {}) =>
    call({
      method: 'POST',
      url,
      payload: payload as InjectOptions['payload'],
      headers: { ...(as ? bearer(as) : {}), ...(key ? { 'idempotency-key': key } : {}), ...headers },
    });
  const issue = (payload: Record<string, unknown>, headers: Record<string, string> = TEST_ADMIN_HEADERS) =>
    call({ method: 'POST', url: ADMIN_REWARDS_PATH, payload, headers });
  const issued = async (payload: Record<string, unknown>): Promise<IssuedReward> => {
    const response = await issue({ account: 'demo_player', source: 'promotion', titleEs: 'Bono', titleEn: 'Bonus', amount: '10.00', ...payload });
    expect(response.statusCode).toBe(200);
    return envelope<IssuedReward>(response).value;
  };
  const rewards = async (as = token, query = '?pageSize=50'): Promise<RewardPage> => envelope<RewardPage>(await get(`${REWARDS}${query}`, as)).value;
  const publicState = async (as = token): Promise<PublicState> => envelope<PublicState>(await get('/wps/member/publicState', as)).value;
  const balanceOf = async (account: string): Promise<string> =>
    (await test.db.query<{ balance: string }>(`SELECT w.balance::text AS balance FROM wallets w JOIN member m ON m.id = w.member_id WHERE m.account = $1`, [account]))
      .rows[0]?.balance ?? '0.00';
  const journalsOf = async (rewardId: string): Promise<number> =>
    (await test.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_journal WHERE kind = 'reward' AND reference = $1`, [`RW${rewardId}`])).rows[0]?.n ?? 0;
  const cents = (amount: string) => Math.round(Number(amount) * 100);

  it('answers 401 to visitors on every route', async () => {
    for (const response of [
      await get(REWARDS, null),
      await post(CLAIM, { rewardId: '1' }, { as: null }),
      await post(RAFFLE, { promotionId: '1' }, { as: null }),
      await get(SUMMARY, null),
      await post(COLLECT, { missionId: 'daily-bets' }, { as: null }),
      await get(BOARD, null),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(envelope(response)).toMatchObject({ success: false });
    }
  });

  describe('operator issue', () => {
    it('needs the admin token', async () => {
      const payload = { account: 'demo_player', source: 'promotion', titleKey: 'welcome', amount: '1.00' };
      expect((await issue(payload, {})).statusCode).toBe(401);
      expect((await issue(payload, { ...TEST_ADMIN_HEADERS, 'x-admin-token': 'wrong' })).statusCode).toBe(401);
    });

    it('refuses bad input with a 4xx envelope and an unknown account with 404', async () => {
      const base = { account: 'demo_player', source: 'promotion', titleKey: 'welcome', amount: '1.00' };
      for (const payload of [
        { ...base, amount: 5 },
        { ...base, amount: '1.001' },
        { ...base, amount: '0.00' },
        { ...base, source: 'mission' },
        { ...base, titleKey: undefined },
        { ...base, titleKey: undefined, titleEs: 'Solo español' },
        { ...base, titleKey: undefined, titleEs: 'Bono\u0000', titleEn: 'Bonus' },
        { ...base, titleKey: undefined, titleEs: 'x'.repeat(121), titleEn: 'Bonus' },
        { ...base, turnoverMultiplier: '0' },
        { ...base, expiresAt: 'tomorrow' },
        { ...base, expiresAt: new Date(clock.now().getTime() - HOUR).toISOString() },
        { ...base, extra: true },
      ]) {
        const response = await issue(payload);
        expect([payload, response.statusCode]).toEqual([payload, 400]);
        expect(envelope(response)).toMatchObject({ success: false });
      }
      expect((await issue({ ...base, account: 'nobody_here' })).statusCode).toBe(404);
    });
  });

  describe('reward center', () => {
    it('lists waiting rewards first (soonest expiry first), counts them in the public state and hides them from others', async () => {
      expect(await rewards()).toEqual({ list: [], totalCount: 0, totalPages: 1, rewardCount: 0 });
      expect(await publicState()).toMatchObject({ rewardCount: 0, missionCount: 0 });
      const never = await issued({ titleKey: 'welcome', titleEs: undefined, titleEn: undefined, amount: '20.00' });
      const soon = await issued({ titleEs: 'Reembolso', titleEn: 'Rebate', source: 'rebate', amount: '3.50', expiresAt: new Date(clock.now().getTime() + 2 * HOUR).toISOString() });
      const page = await rewards();
      expect(page).toMatchObject({ totalCount: 2, totalPages: 1, rewardCount: 2 });
      expect(page.list.map((reward) => [reward.rewardId, reward.title, reward.state])).toEqual([
        [soon.reward.rewardId, 'Reembolso', 'issued'],
        [never.reward.rewardId, 'Bono de bienvenida', 'issued'],
      ]);
      expect(page.list[0]).toMatchObject({ source: 'rebate', amount: '3.50', turnoverMultiplier: null, turnoverRequired: null, claimedAt: null });
      const english = envelope<RewardPage>(await get(REWARDS, token, { 'accept-language': 'en' })).value;
      expect(english.list.map((reward) => reward.title)).toEqual(['Rebate', 'Welcome bonus']);
      expect(await publicState()).toMatchObject({ rewardCount: 2 });
      // Another member sees none of them.
      expect(await rewards(agentToken)).toMatchObject({ list: [], totalCount: 0, rewardCount: 0 });
      expect(await publicState(agentToken)).toMatchObject({ rewardCount: 0 });
    });

    it('pages, and refuses a bad page query with 400', async () => {
      const first = await rewards(token, '?pageNo=1&pageSize=1');
      expect(first).toMatchObject({ totalCount: 2, totalPages: 2 });
      const second = await rewards(token, '?pageNo=2&pageSize=1');
      expect(second.list[0]?.rewardId).not.toBe(first.list[0]?.rewardId);
      for (const query of ['?pageSize=51', '?pageNo=0', '?pageNo=abc', '?other=1']) {
        const response = await get(`${REWARDS}${query}`);
        expect([query, response.statusCode]).toEqual([query, 400]);
      }
    });

    it('claims once: credits the main wallet from BONUS, opens the turnover bonus, drops the badge', async () => {
      const { reward } = await issued({ titleEs: 'Bono de recarga', titleEn: 'Reload bonus', amount: '40.00', turnoverMultiplier: '2.5' });
      expect(reward).toMatchObject({ turnoverMultiplier: '2.50', turnoverRequired: '100.00', state: 'issued' });
      const before = await balanceOf('demo_player');
      const waiting = (await publicState()).rewardCount;
      const response = await post(CLAIM, { rewardId: reward.rewardId }, { headers: { 'accept-language': 'en' } });
      expect(response.statusCode).toBe(200);
      const claimed = envelope<ClaimRewardResult>(response).value;
      expect(claimed).toEqual({
        rewardId: reward.rewardId,
        amount: '40.00',
        balance: await balanceOf('demo_player'),
        turnoverRequired: '100.00',
        rewardCount: waiting - 1,
      });
      expect(cents(claimed.balance) - cents(before)).toBe(4000);
      expect(await journalsOf(reward.rewardId)).toBe(1);
      expect((await publicState()).rewardCount).toBe(waiting - 1);
      const { rows } = await test.db.query<{ name: string; amount: string; turnover: string; status: string }>(
        `SELECT b.name, b.amount::text AS amount, b.turnover_required::text AS turnover, b.status FROM member_bonus b JOIN member_reward r ON r.bonus_id = b.id WHERE r.id = $1::bigint`,
        [reward.rewardId],
      );
      expect(rows).toEqual([{ name: 'Reload bonus', amount: '40.00', turnover: '100.00', status: 'active' }]);
      // The withdrawal check now asks for the turnover.
      const info = envelope<WithdrawInfo>(await get('/wps/cashier/withdraw/info')).value;
      expect(info.turnoverBlock).toMatchObject({ bonusName: 'Reload bonus', required: '100.00' });
      expect(info.withdrawable).toBe('0.00');
      // History: claimed, after the waiting ones.
      const page = await rewards();
      expect(page.list.at(-1)).toMatchObject({ rewardId: reward.rewardId, state: 'claimed' });
      expect(page.list.at(-1)?.claimedAt).toBe(clock.now().toISOString());
      // Claiming again (another key): a translated refusal, nothing moves.
      const again = await post(CLAIM, { rewardId: reward.rewardId }, { headers: { 'accept-language': 'en' } });
      expect(envelope(again)).toMatchObject({ success: false, message: 'This reward has already been claimed', value: { code: 'rewardClaimed' } });
      expect(await journalsOf(reward.rewardId)).toBe(1);
    });

    it('follows the Idempotency-Key draft and refuses bad bodies with 400', async () => {
      const { reward } = await issued({ amount: '1.00' });
      expect((await post(CLAIM, { rewardId: reward.rewardId }, { key: null })).statusCode).toBe(400);
      expect((await post(CLAIM, { rewardId: reward.rewardId }, { key: 'bad key!' })).statusCode).toBe(400);
      for (const payload of [{}, { rewardId: 5 }, { rewardId: 'abc' }, { rewardId: '0' }, { rewardId: '1'.repeat(19) }, { rewardId: '1\u0000' }, { rewardId: '1', more: 1 }]) {
        const response = await post(CLAIM, payload);
        expect([payload, response.statusCode]).toEqual([payload, 400]);
        expect(envelope(response)).toMatchObject({ success: false });
      }
      const key = newKey();
      expect(envelope(await post(CLAIM, { rewardId: reward.rewardId }, { key })).success).toBe(true);
      // Same key, same body: the first answer again; same key, other body: 422.
      expect(envelope<ClaimRewardResult>(await post(CLAIM, { rewardId: reward.rewardId }, { key })).value.rewardId).toBe(reward.rewardId);
      expect((await post(CLAIM, { rewardId: '999999' }, { key })).statusCode).toBe(422);
      expect(await journalsOf(reward.rewardId)).toBe(1);
    });

    it('never lets another member claim a reward, nor reveals it', async () => {
      const { reward } = await issued({ amount: '9.00' });
      const agentBefore = await balanceOf('demo_agent');
      const response = await post(CLAIM, { rewardId: reward.rewardId }, { as: agentToken });
      expect(response.statusCode).toBe(200);
      expect(envelope(response)).toMatchObject({ success: false, message: 'No se encontró la recompensa', value: { code: 'rewardNotFound' } });
      // The same answer as an id that does not exist.
      expect(envelope(await post(CLAIM, { rewardId: '999999999' }, { as: agentToken }))).toMatchObject({ value: { code: 'rewardNotFound' } });
      expect(await balanceOf('demo_agent')).toBe(agentBefore);
      expect(await journalsOf(reward.rewardId)).toBe(0);
      expect((await rewards()).list.find((item) => item.rewardId === reward.rewardId)?.state).toBe('issued');
    });

    it('credits once for 10 parallel claims with one key and 5 with different keys', async () => {
      const one = (await issued({ amount: '12.34' })).reward;
      const before = await balanceOf('demo_player');
      const key = newKey();
      const same = await Promise.all(Array.from({ length: 10 }, () => post(CLAIM, { rewardId: one.rewardId }, { key })));
      for (const response of same) expect([200, 409]).toContain(response.statusCode);
      const answered = same.filter((response) => response.statusCode === 200).map((response) => envelope<ClaimRewardResult>(response));
      expect(answered.length).toBeGreaterThan(0);
      for (const answer of answered) expect(answer).toMatchObject({ success: true, value: { rewardId: one.rewardId, amount: '12.34' } });
      expect(await journalsOf(one.rewardId)).toBe(1);
      expect(cents(await balanceOf('demo_player')) - cents(before)).toBe(1234);

      const two = (await issued({ amount: '7.00' })).reward;
      const many = await Promise.all(Array.from({ length: 5 }, () => post(CLAIM, { rewardId: two.rewardId })));
      const wins = many.filter((response) => envelope(response).success);
      expect(wins).toHaveLength(1);
      for (const response of many.filter((item) => !envelope(item).success)) {
        expect(response.statusCode).toBe(200);
        expect(envelope(response)).toMatchObject({ value: { code: 'rewardClaimed' } });
      }
      expect(await journalsOf(two.rewardId)).toBe(1);
      expect(cents(await balanceOf('demo_player')) - cents(before)).toBe(1234 + 700);
    });

    it('refuses an expired reward in the request language and lists it as expired', async () => {
      const { reward } = await issued({ amount: '5.00', expiresAt: new Date(clock.now().getTime() + HOUR).toISOString() });
      const waiting = (await publicState()).rewardCount;
      clock.advance(HOUR + 1000);
      expect((await publicState()).rewardCount).toBe(waiting - 1);
      const response = await post(CLAIM, { rewardId: reward.rewardId }, { headers: { 'accept-language': 'en' } });
      expect(envelope(response)).toMatchObject({
        success: false,
        message: 'This reward has expired and can no longer be claimed',
        value: { code: 'rewardExpired' },
      });
      const spanish = await post(CLAIM, { rewardId: reward.rewardId });
      expect(envelope(spanish).message).toBe('Esta recompensa caducó y ya no se puede reclamar');
      expect(await journalsOf(reward.rewardId)).toBe(0);
      expect((await rewards()).list.find((item) => item.rewardId === reward.rewardId)?.state).toBe('expired');
    });

    it('claims a raffle reward with MCS2_claimRafflePromotion, and only a raffle reward', async () => {
      const raffle = (await issued({ source: 'raffle', titleKey: 'raffle', titleEs: undefined, titleEn: undefined, amount: '25.00' })).reward;
      const promotion = (await issued({ amount: '2.00' })).reward;
      expect((await post(RAFFLE, { promotionId: raffle.rewardId }, { key: null })).statusCode).toBe(400);
      expect((await post(RAFFLE, { promotionId: 'x' })).statusCode).toBe(400);
      expect(envelope(await post(RAFFLE, { promotionId: promotion.rewardId }))).toMatchObject({ success: false, value: { code: 'rewardNotFound' } });
      expect(envelope(await post(RAFFLE, { promotionId: raffle.rewardId }, { as: agentToken }))).toMatchObject({ value: { code: 'rewardNotFound' } });
      const key = newKey();
      const answers = await Promise.all([1, 2, 3].map(() => post(RAFFLE, { promotionId: raffle.rewardId }, { key, headers: { 'accept-language': 'en' } })));
      const won = answers.filter((response) => response.statusCode === 200).map((response) => envelope<ClaimRaffleResult>(response).value);
      expect(won[0]).toEqual({ prizeName: 'Raffle prize', amount: '25.00' });
      expect(await journalsOf(raffle.rewardId)).toBe(1);
      expect(await journalsOf(promotion.rewardId)).toBe(0);
    });
  });

  describe('missions', () => {
    beforeAll(() => {
      // Rounds here are dated by the test clock, a credited deposit by the database's: the clock goes
      // back to the real time (an earlier test moved it an hour on), or in the hour before midnight
      // UTC the two would fall on different days.
      clock.advance(Date.now() - clock.now().getTime());
    });
    const summary = async (as = token, language = 'en'): Promise<MissionSummary> =>
      envelope<MissionSummary>(await get(SUMMARY, as, { 'accept-language': language })).value;
    const mission = (value: MissionSummary, id: string) => value.missions.find((item) => item.missionId === id);
    const memberIdOf = async (account: string) => (await test.db.query<{ id: string }>('SELECT id FROM member WHERE account = $1', [account])).rows[0]!.id;
    /** Rounds played now (as the game wallet records them), one per game id given. */
    const play = async (account: string, amounts: { gameIndex: number; amount: string }[]) => {
      const memberId = await memberIdOf(account);
      const games = (await test.db.query<{ id: number }>('SELECT id FROM game ORDER BY id LIMIT 5')).rows.map((row) => row.id);
      const at = clock.now();
      for (const [index, { gameIndex, amount }] of amounts.entries()) {
        const session = await test.db.query<{ id: number }>(
          `INSERT INTO game_session (token_hash, member_id, game_id, min_bet, max_bet, expires_at) VALUES ($1, $2, $3, 1, 1000, $4) RETURNING id`,
          [`hash-${kind}-${account}-${Date.now()}-${index}-${Math.random()}`, memberId, games[gameIndex], new Date(at.getTime() + HOUR)],
        );
        await test.db.query(
          `INSERT INTO game_bet (member_id, game_id, session_id, idempotency_key, wallet, bet_amount, win_amount, balance_after, outcome, created_at)
           VALUES ($1, $2, $3, $4, 'MAIN', $5::numeric, 0, 0, '{}'::jsonb, $6)`,
          [memberId, games[gameIndex], session.rows[0]!.id, `bet-${Math.random()}`, amount, at],
        );
      }
    };

    it('answers today’s missions with real progress from the bets of the day', async () => {
      const first = await summary();
      expect(first.missions.map((item) => item.missionId)).toEqual(['daily-bets', 'daily-deposit', 'daily-games', 'daily-rounds']);
      expect(mission(first, 'daily-bets')).toEqual({
        missionId: 'daily-bets',
        title: 'Place valid bets of 500.00 today',
        progress: 0,
        target: 50_000,
        unit: 'money',
        reward: '5.00',
        completed: false,
        collected: false,
        points: 30,
      });
      expect(first).toMatchObject({ missionCount: 0, day: clock.now().toISOString().slice(0, 10) });
      expect(mission(await summary(token, 'es'), 'daily-games')?.title).toBe('Juegue 3 juegos diferentes hoy');

      await play('demo_player', [
        { gameIndex: 0, amount: '200.00' },
        { gameIndex: 1, amount: '250.50' },
        { gameIndex: 1, amount: '49.50' },
      ]);
      const after = await summary();
      expect(mission(after, 'daily-bets')).toMatchObject({ progress: 50_000, completed: true });
      expect(mission(after, 'daily-games')).toMatchObject({ progress: 2, target: 3, completed: false });
      expect(mission(after, 'daily-rounds')).toMatchObject({ progress: 3, target: 10, completed: false });
      expect(after.missionCount).toBe(1);
      expect(await publicState()).toMatchObject({ missionCount: 1 });
      // Someone else's bets count for them only.
      expect((await summary(agentToken)).missionCount).toBe(0);
    });

    it('counts a credited deposit of today', async () => {
      const order = envelope<{ orderId: string }>(await post('/wps/cashier/deposit', { channelId: 'gcash', amount: '100.00' })).value;
      expect(mission(await summary(), 'daily-deposit')).toMatchObject({ progress: 0, completed: false });
      const settled = await call({
        method: 'POST',
        url: `/admin/cashier/deposits/${order.orderId}/settle`,
        payload: { status: 'paid' },
        headers: TEST_ADMIN_HEADERS,
      });
      expect(settled.statusCode).toBe(200);
      const after = await summary();
      expect(mission(after, 'daily-deposit')).toMatchObject({ progress: 1, target: 1, completed: true });
      expect(after.missionCount).toBe(2);
    });

    it('collects a completed mission once a day: its reward waits in the reward center', async () => {
      const rewardsBefore = (await publicState()).rewardCount;
      const response = await post(COLLECT, { missionId: 'daily-bets' }, { headers: { 'accept-language': 'en' } });
      expect(response.statusCode).toBe(200);
      const collected = envelope<CollectMissionResult>(response).value;
      expect(collected.reward).toMatchObject({ source: 'mission', title: 'Place valid bets of 500.00 today', amount: '5.00', turnoverRequired: '5.00', state: 'issued' });
      expect(collected).toMatchObject({ missionCount: 1, rewardCount: rewardsBefore + 1 });
      expect(await publicState()).toMatchObject({ missionCount: 1, rewardCount: rewardsBefore + 1 });
      expect(mission(await summary(), 'daily-bets')).toMatchObject({ completed: true, collected: true });
      expect((await rewards()).list.find((item) => item.rewardId === collected.reward.rewardId)).toMatchObject({ state: 'issued', source: 'mission' });

      const twice = await Promise.all([1, 2].map(() => post(COLLECT, { missionId: 'daily-deposit' })));
      expect(twice.map((item) => envelope(item).success).sort()).toEqual([false, true]);
      expect(envelope(twice.find((item) => !envelope(item).success)!)).toMatchObject({ value: { code: 'missionCollected' } });
      expect(envelope(await post(COLLECT, { missionId: 'daily-bets' }))).toMatchObject({ success: false, message: 'Ya cobró esta misión hoy' });
      expect(envelope(await post(COLLECT, { missionId: 'daily-games' }))).toMatchObject({ success: false, value: { code: 'missionNotCompleted' } });
      expect(envelope(await post(COLLECT, { missionId: 'no-such-mission' }))).toMatchObject({ success: false, value: { code: 'missionNotFound' } });
      // Another member's progress is not theirs to collect.
      expect(envelope(await post(COLLECT, { missionId: 'daily-bets' }, { as: agentToken }))).toMatchObject({ value: { code: 'missionNotCompleted' } });
      for (const payload of [{}, { missionId: 5 }, { missionId: 'BAD ID' }, { missionId: 'x'.repeat(33) }, { missionId: 'daily-bets\u0000' }, { missionId: 'daily-bets', x: 1 }]) {
        const bad = await post(COLLECT, payload);
        expect([payload, bad.statusCode]).toEqual([payload, 400]);
      }
      expect(await publicState()).toMatchObject({ missionCount: 0 });

      // Claiming the mission reward moves it to the history and clears its badge.
      const claim = envelope<ClaimRewardResult>(await post(CLAIM, { rewardId: collected.reward.rewardId })).value;
      expect(claim.rewardCount).toBe((await publicState()).rewardCount);
    });

    it('ranks this week’s mission points with masked accounts, the caller marked', async () => {
      await play('demo_agent', [
        { gameIndex: 0, amount: '10.00' },
        { gameIndex: 1, amount: '10.00' },
        { gameIndex: 2, amount: '10.00' },
      ]);
      expect(envelope(await post(COLLECT, { missionId: 'daily-games' }, { as: agentToken })).success).toBe(true);
      const board = envelope<MissionLeaderboardEntry[]>(await get(BOARD)).value;
      expect(board).toEqual([
        { rank: 1, account: 'de***r', points: 50, isMe: true },
        { rank: 2, account: 'de***t', points: 10, isMe: false },
      ]);
      const agentView = envelope<MissionLeaderboardEntry[]>(await get(BOARD, agentToken)).value;
      expect(agentView.map((entry) => entry.isMe)).toEqual([false, true]);
      // Next week starts empty.
      clock.advance(8 * 24 * HOUR);
      // (the old session has expired by then: log in again)
      token = await loginToken(app, 'demo_player', 'Demo2026pass');
      expect(envelope(await get(BOARD)).value).toEqual([]);
      expect(await publicState()).toMatchObject({ missionCount: 0 });
      expect(mission(await summary(), 'daily-bets')).toMatchObject({ progress: 0, completed: false, collected: false });
    });
  });
});
