/**
 * VIP from real activity (issue 22) on the app as buildApp wires it: rounds played through the
 * game page, deposits credited through the gateway callback, settled lottery bets through the
 * activity hook. The level table, the member's level and progress, upgrades (once, with the bonus
 * paid once through the ledger and one inbox message, also under parallel rounds and repeated
 * callbacks), the rank list from real rounds, missions counting lottery bets, and bad input.
 */
import type { FastifyInstance } from 'fastify';
import type { MissionSummary, PlayerRank, PublicState, RankEntry, VipLevels, VipUpgrade } from '@suite/shared/contract';
import { DEV_GATEWAY_SECRET } from '../../config';
import { checkLedger } from '../../ledger/ledger-check';
import { bearer, launchFirstSlot, loginToken, memberIdOf, recordCalls, startAccountsApp } from '../../testing/accounts-kit';
import { fundWallet } from '../../testing/games-test-app';
import { envelope } from '../../testing/test-app';
import { TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';
import { signGatewayBody } from '../cashier/cashier-routes';
import { recordActivity } from '../loyalty/activity-events';
import { upgradeReference } from './vip-activity';
import { vipPeriod } from './vip-period';
import { invalidateOperatorData } from '../../cache/operator-data';
import { VIP_PERIOD_DATA } from './vip-period';

const RANK = '/wps/member/rank';
const LEVELS = '/wps/vip/levels';
const UPGRADES = '/wps/member/rank/upgrades';
const RANK_LIST = '/wps/relay/GCSGAME_getRankList';
const MISSIONS = '/wps/relay/MCSFE_getMissionSummaryDetails';

jest.setTimeout(120_000);

describe('vipPeriod (UTC calendar periods)', () => {
  const at = new Date('2026-08-15T23:30:00Z');
  it.each([
    ['month', '2026-08-01', '2026-09-01'],
    ['quarter', '2026-07-01', '2026-10-01'],
    ['year', '2026-01-01', '2027-01-01'],
    ['lifetime', '1970-01-01', null],
  ] as const)('%s', (kind, start, end) => {
    expect(vipPeriod(kind, at)).toEqual({ kind, start, end });
  });
  it('rolls over at the end of December', () => {
    expect(vipPeriod('month', new Date('2026-12-31T23:59:59Z'))).toEqual({ kind: 'month', start: '2026-12-01', end: '2027-01-01' });
  });
});

describe.each(TEST_DATABASE_KINDS)('VIP from real activity on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  let token: string;
  let memberId: string;
  let page: string;
  let keys = 0;
  const newKey = () => `vip-${kind}-${(keys += 1)}`;
  const { statuses, call } = recordCalls(() => app);

  const get = <T>(url: string, as: string | null = token, language = 'es') =>
    call({ method: 'GET', url, headers: { ...(as ? bearer(as) : {}), 'accept-language': language } }).then((response) => {
      expect(response.statusCode).toBe(200);
      return envelope<T>(response).value;
    });
  const spin = (amount = '1.00') =>
    call({ method: 'POST', url: `${page}/spin`, payload: { idempotencyKey: newKey(), amount } }).then((response) => {
      expect(response.statusCode).toBe(200);
      return response;
    });
  const deposit = async (amount: string): Promise<string> => {
    const response = await call({
      method: 'POST',
      url: '/wps/cashier/deposit',
      payload: { channelId: 'gcash', amount },
      headers: { ...bearer(token), 'idempotency-key': newKey() },
    });
    const order = envelope<{ orderId: string }>(response).value;
    expect(order.orderId).toBeTruthy();
    return order.orderId;
  };
  const paid = (orderId: string, amount: string) => {
    const raw = JSON.stringify({ orderId, status: 'paid', amount, gatewayRef: `G-${orderId}` });
    return call({
      method: 'POST',
      url: '/wps/cashier/gateway/callback',
      payload: raw,
      headers: { 'content-type': 'application/json', 'x-gateway-signature': signGatewayBody(DEV_GATEWAY_SECRET, raw), 'idempotency-key': newKey() },
    });
  };
  const upgradeRows = async () =>
    (await test.db.query<{ level: number; from_level: number; bonus: string; cause: string }>(
      'SELECT level, from_level, bonus::text AS bonus, cause FROM vip_upgrade WHERE member_id = $1 ORDER BY level',
      [memberId],
    )).rows;
  const bonusJournals = async () =>
    (await test.db.query<{ reference: string; amount: string }>(
      `SELECT j.reference, p.amount::text AS amount FROM ledger_journal j
         JOIN ledger_posting p ON p.journal_id = j.id JOIN ledger_account a ON a.id = p.account_id AND a.owner = 'member'
        WHERE j.kind = 'vip_upgrade' AND j.member_id = $1 ORDER BY j.id`,
      [memberId],
    )).rows;
  const vipMessages = async () =>
    (await test.db.query<{ content: string }>(`SELECT content FROM member_message WHERE member_id = $1 AND title = 'Nuevo rango VIP' ORDER BY id`, [memberId]))
      .rows;

  beforeAll(async () => {
    ({ app, test, close } = await startAccountsApp(kind));
    memberId = await memberIdOf(test);
    // Operator data for the test: low thresholds, and demo_player back at the bottom with no progress.
    await test.db.exec(`
      UPDATE vip_rank SET turnover_required = 3.00, deposit_required = 0, upgrade_bonus = 10.00 WHERE level = 1;
      UPDATE vip_rank SET turnover_required = 6.00, deposit_required = 50.00, upgrade_bonus = 50.00 WHERE level = 2;`);
    await test.db.query(`UPDATE member SET club_rank_level = 0, club_label_name = '' WHERE id = $1`, [memberId]);
    await test.db.query('DELETE FROM vip_progress WHERE member_id = $1', [memberId]);
    await fundWallet(test, memberId, '1000.00');
    token = await loginToken(app, 'demo_player', 'Demo2026pass');
    ({ page } = await launchFirstSlot(call, token));
  }, 240_000);
  afterAll(async () => {
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(await checkLedger(test.db)).toMatchObject({ ok: true });
    await close?.();
  }, 120_000);

  it('shows the level table to anyone, with thresholds and benefits, in the request language', async () => {
    const levels = await get<VipLevels>(LEVELS, null);
    expect(levels.period).toBe('month');
    expect(levels.levels.map((level) => level.level)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(levels.levels[3]).toEqual({
      level: 3,
      name: 'Oro',
      turnoverRequired: '50000.00',
      depositRequired: '5000.00',
      upgradeBonus: '150.00',
      birthdayBonus: '50.00',
      bonusTurnoverMultiplier: '1.00',
      weeklyBonus: '60.00',
      rebatePercent: '0.50',
      dailyWithdrawLimit: '200000.00',
      dailyWithdrawCount: null,
      vipService: false,
      perks: ['Bono de cumpleaños', 'Retiros prioritarios'],
    });
    expect((await get<VipLevels>(LEVELS, null, 'en')).levels[3]).toMatchObject({ name: 'Gold', perks: ['Birthday bonus', 'Priority withdrawals'] });
  });

  it('starts at the bottom with nothing played this period', async () => {
    const rank = await get<PlayerRank>(RANK);
    expect(rank).toMatchObject({
      level: 0,
      name: 'Miembro',
      period: vipPeriod('month', new Date()),
      turnover: '0.00',
      deposits: '0.00',
      next: { level: 1, name: 'Bronce', turnoverRequired: '3.00', remaining: '3.00', depositRequired: '0.00', depositRemaining: '0.00', upgradeBonus: '10.00' },
      progressPercent: 0,
      depositProgressPercent: 100,
    });
    expect(await get<VipUpgrade[]>(UPGRADES)).toEqual([]);
  });

  it('counts each round, and upgrades after the round that crosses the threshold', async () => {
    await spin();
    await spin();
    expect(await get<PlayerRank>(RANK)).toMatchObject({ level: 0, turnover: '2.00', progressPercent: 66, next: { level: 1, remaining: '1.00' } });
    expect(await upgradeRows()).toEqual([]);
    await spin();
    const rank = await get<PlayerRank>(RANK);
    expect(rank).toMatchObject({
      level: 1,
      name: 'Bronce',
      turnover: '3.00',
      next: { level: 2, turnoverRequired: '6.00', remaining: '3.00', depositRequired: '50.00', depositRemaining: '50.00' },
      progressPercent: 50,
      depositProgressPercent: 0,
    });
    expect(await upgradeRows()).toEqual([{ level: 1, from_level: 0, bonus: '10.00', cause: 'round' }]);
    expect(await bonusJournals()).toEqual([{ reference: upgradeReference(memberId, 1), amount: '10.00' }]);
    // Credited as a bonus with its turnover (the level's multiplier, 1.00): bonus details list it, withdrawals ask for it.
    const bonuses = await test.db.query<{ name: string; amount: string; turnover_required: string; status: string }>(
      `SELECT b.name, b.amount::text AS amount, b.turnover_required::text AS turnover_required, b.status
         FROM member_bonus b JOIN ledger_journal j ON j.id = b.journal_id WHERE j.kind = 'vip_upgrade' AND b.member_id = $1`,
      [memberId],
    );
    expect(bonuses.rows).toEqual([{ name: 'Bono de ascenso VIP: Bronce', amount: '10.00', turnover_required: '10.00', status: 'active' }]);
    expect(await vipMessages()).toEqual([{ content: expect.stringContaining('Bronce (VIP 1)') }]);
    expect((await vipMessages())[0]!.content).toContain('Debe apostar P 10.00 en apuestas válidas antes de retirarlo.');
    expect((await vipMessages())[0]!.content).toContain('P 10.00');
    const state = await get<PublicState>('/wps/member/publicState');
    expect(state).toMatchObject({ hasVip: true, vipRankLevel: 1 });
    const upgrades = await get<VipUpgrade[]>(UPGRADES, token, 'en');
    expect(upgrades).toEqual([{ id: expect.any(String), fromLevel: 0, level: 1, name: 'Bronze', bonus: '10.00', cause: 'round', time: expect.any(String) }]);
  });

  it('needs both thresholds: turnover alone does not reach a level that asks for deposits', async () => {
    await Promise.all(Array.from({ length: 6 }, () => spin()));
    expect(await get<PlayerRank>(RANK)).toMatchObject({ level: 1, turnover: '9.00', progressPercent: 100, depositProgressPercent: 0 });
    expect(await upgradeRows()).toHaveLength(1);
  });

  it('upgrades on the deposit that completes the thresholds, once, whatever the gateway repeats at once', async () => {
    // 100.00 less GCash's 1.5 % fee: 98.50 credited.
    const orderId = await deposit('100.00');
    const answers = await Promise.all(Array.from({ length: 5 }, () => paid(orderId, '100.00')));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const rank = await get<PlayerRank>(RANK);
    expect(rank).toMatchObject({ level: 2, name: 'Plata', deposits: '98.50' });
    expect((await upgradeRows()).map((row) => [row.level, row.cause, row.bonus])).toEqual([
      [1, 'round', '10.00'],
      [2, 'deposit', '50.00'],
    ]);
    expect((await bonusJournals()).map((row) => row.amount)).toEqual(['10.00', '50.00']);
    expect(await vipMessages()).toHaveLength(2);
  });

  it('upgrades once when parallel rounds cross a threshold together: one row, one bonus, one message', async () => {
    // Level 3 within reach of the next rounds: the fourth of eight parallel rounds crosses it.
    await test.db.exec(`UPDATE vip_rank SET turnover_required = 12.00, deposit_required = 0, upgrade_bonus = 150.00 WHERE level = 3`);
    try {
      await Promise.all(Array.from({ length: 8 }, () => spin()));
      expect((await get<PlayerRank>(RANK)).level).toBe(3);
      expect((await upgradeRows()).filter((row) => row.level === 3)).toEqual([{ level: 3, from_level: 2, bonus: '150.00', cause: 'round' }]);
      expect((await bonusJournals()).filter((row) => row.reference === upgradeReference(memberId, 3))).toEqual([
        { reference: upgradeReference(memberId, 3), amount: '150.00' },
      ]);
      expect(await vipMessages()).toHaveLength(3);
    } finally {
      await test.db.exec(`UPDATE vip_rank SET turnover_required = 50000.00, deposit_required = 5000.00 WHERE level = 3`);
    }
  });

  it('skips levels in one move: a row and a bonus for each level passed, one message', async () => {
    await test.db.query(`UPDATE member SET club_rank_level = 0 WHERE id = $1`, [memberId]);
    await test.db.query('DELETE FROM vip_upgrade WHERE member_id = $1', [memberId]);
    await test.db.query(`DELETE FROM member_message WHERE member_id = $1 AND title = 'Nuevo rango VIP'`, [memberId]);
    // The ledger's own guard keeps the old references: those levels pay nothing twice in the ledger,
    // so this member gets fresh levels 1 and 2 under new thresholds only after clearing them here.
    await test.db.query(`UPDATE ledger_journal SET reference = reference || '-old' WHERE kind = 'vip_upgrade' AND member_id = $1`, [memberId]);
    await spin();
    expect((await upgradeRows()).map((row) => [row.from_level, row.level])).toEqual([
      [0, 1],
      [1, 2],
    ]);
    expect(await vipMessages()).toEqual([{ content: expect.stringContaining('Plata (VIP 2)') }]);
    expect((await vipMessages())[0]!.content).toContain('P 60.00');
  });

  it('counts settled lottery bets as turnover', async () => {
    const before = (await get<PlayerRank>(RANK)).turnover;
    await test.db.transaction((tx) =>
      recordActivity(tx, { kind: 'lotteryBetSettled', memberId, betId: 'test-1', stake: '2.50', payout: '0.00', at: new Date() }),
    );
    const after = (await get<PlayerRank>(RANK)).turnover;
    expect(Number(after) - Number(before)).toBeCloseTo(2.5, 2);
  });

  it('follows the operator’s period: a new period starts from nothing, the level stays', async () => {
    await test.db.exec(`UPDATE site_setting SET value = '{"period": "lifetime"}' WHERE key = 'vip'`);
    invalidateOperatorData(test.db, VIP_PERIOD_DATA);
    try {
      const rank = await get<PlayerRank>(RANK);
      expect(rank).toMatchObject({ level: 2, period: { kind: 'lifetime', start: '1970-01-01', end: null }, turnover: '0.00', deposits: '0.00' });
      expect((await get<VipLevels>(LEVELS, null)).period).toBe('lifetime');
    } finally {
      await test.db.exec(`UPDATE site_setting SET value = '{"period": "month"}' WHERE key = 'vip'`);
      invalidateOperatorData(test.db, VIP_PERIOD_DATA);
    }
  });

  it('ranks accounts from real rounds, masked, by bets or by wins, per game type', async () => {
    const byBets = await get<RankEntry[]>(`${RANK_LIST}?by=bet&period=day`, null);
    const mine = byBets.find((entry) => entry.account === 'de***r');
    expect(mine).toMatchObject({ rank: expect.any(Number), amount: '18.00', rounds: 18 });
    expect(byBets.map((entry) => entry.rank)).toEqual(byBets.map((_, index) => index + 1));
    expect((await get<RankEntry[]>(`${RANK_LIST}?by=bet&gameType=FISH`, null)).find((entry) => entry.account === 'de***r')).toBeUndefined();
    const byWins = await get<RankEntry[]>(RANK_LIST, null);
    for (const entry of byWins) expect(Number(entry.amount)).toBeGreaterThan(0);
    const amounts = byWins.map((entry) => Number(entry.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('counts settled lottery bets of the day in the missions', async () => {
    const before = await get<MissionSummary>(MISSIONS);
    const draw = (await test.db.query<{ draw_id: string; game_id: string }>('SELECT draw_id::text AS draw_id, game_id FROM lottery_draw ORDER BY draw_id LIMIT 1')).rows[0]!;
    await test.db.query(
      `INSERT INTO lottery_bet (member_id, draw_id, game_id, play_type, picks, stake_per_number, total_stake, odds, potential_win, status, idempotency_key, settled_at)
       VALUES ($1, $2, $3, 'DE', '{12}', 500.00, 500.00, 70, 35000, 'lost', $4, now())`,
      [memberId, draw.draw_id, draw.game_id, newKey()],
    );
    const after = await get<MissionSummary>(MISSIONS);
    const bets = (summary: MissionSummary) => summary.missions.find((mission) => mission.missionId === 'daily-bets')!;
    const rounds = (summary: MissionSummary) => summary.missions.find((mission) => mission.missionId === 'daily-rounds')!;
    expect(bets(after)).toMatchObject({ completed: true });
    expect(bets(before).completed).toBe(false);
    expect(rounds(after).progress).toBe(Math.min(rounds(before).progress + 1, rounds(after).target));
    expect((await get<PublicState>('/wps/member/publicState')).missionCount).toBe(after.missionCount);
  });

  it('answers 401 without a session and 400 for unexpected input, never 5xx', async () => {
    for (const url of [RANK, UPGRADES]) {
      expect((await call({ method: 'GET', url })).statusCode).toBe(401);
      expect((await call({ method: 'GET', url, headers: bearer('nope') })).statusCode).toBe(401);
    }
    for (const url of [`${RANK}?memberId=100001`, `${RANK}?level=%00`, `${UPGRADES}?pageNo=1`, `${LEVELS}?level=1`]) {
      const response = await call({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    }
    for (const query of ['by=loss', 'period=year', 'gameType=NOPE', 'gameType=%00', 'page=1', 'by=bet&by=win']) {
      const response = await call({ method: 'GET', url: `${RANK_LIST}?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    }
  });
});
