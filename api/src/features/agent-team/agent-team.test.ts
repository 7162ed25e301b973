/**
 * The agent centre's team calls (issue 23) on a fixture team: demo_agent -> demo_player (member) and
 * team_sub (agent) -> team_leaf (member), beside another agent's team (other_agent -> other_member).
 * Game rounds, lottery bets and cash lines go through the ledger, dated, and every figure is compared
 * with one computed by hand. Also: members never reach the routes (403 in ES and EN), an agent never
 * reads another team, bad queries are translated 400s, contract pay shows as income and as paid and
 * pending settlement records, notices come in both languages, and every answer matches the contract.
 */
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AgentHome, AgentNotice, DownlinePage, IncomePage, Page, SettlementPage, TeamBetPage, TeamFigures, TeamProfitPage } from '@suite/shared/contract';
import { contractAnswerSchemas, type JsonSchema } from '@suite/shared/contract/testing';
import { insertMember } from '../accounts/member-repository';
import { CONTRACT_PATHS } from '../agent-contracts/agent-contract-routes';
import { periodOfKey, settlePeriod } from '../agent-contracts/settlement';
import { houseAccount, type HouseAccount, memberAccount, postJournal } from '../../ledger/ledger';
import { checkLedger } from '../../ledger/ledger-check';
import { fromCents, negate, toSignedCents } from '../../money/cents';
import { hashPassword } from '../session/password-hash';
import { bearer, createClock, loginToken, startAccountsApp } from '../../testing/accounts-kit';
import { envelope, TEST_ADMIN_HEADERS } from '../../testing/test-app';
import { TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';
import { isInTeam, levelInTeam, teamOf } from './team';

jest.setTimeout(180_000);
process.env.SUITE_AGENT_SETTLEMENT = 'off';

const fromFastify = createRequire(require.resolve('fastify'));
const Ajv = createRequire(fromFastify.resolve('@fastify/ajv-compiler'))('ajv') as new (options: object) => {
  compile(schema: JsonSchema): ((data: unknown) => boolean) & { errors?: unknown[] | null };
};
// Compiling the contract's types takes a while: once, while the file is collected.
const schemas = contractAnswerSchemas();

/** The figures week: [2026-03-02, 2026-03-09) UTC. */
const WEEK = { from: '2026-03-02T00:00:00Z', to: '2026-03-09T00:00:00Z' };

const PATHS = {
  teamOverview: '/wps/agent/team/overview',
  agentHome: '/wps/agent/home',
  downlines: '/wps/agent/team/downlines',
  downlineTransferInfo: '/wps/agent/team/transfer',
  teamBets: '/wps/agent/team/bets',
  teamProfit: '/wps/agent/team/profit',
  agentIncome: '/wps/agent/income',
  settlementRecords: '/wps/agent/settlements',
  agentNotices: '/wps/agent/notices',
} as const;
type Read = keyof typeof PATHS;

describe.each(TEST_DATABASE_KINDS)('agent team calls on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  // 2026-03-10 10:00 in Manila (UTC+8).
  const clock = createClock(Date.parse('2026-03-10T02:00:00Z'));
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  const answers = new Map<Read, unknown[]>();
  const statuses: number[] = [];
  let game: { id: number };
  let draw: { draw_id: number; game_id: string };

  const idOf = async (account: string) => (await test.db.query<{ id: string }>('SELECT id FROM member WHERE account = $1', [account])).rows[0]!.id;

  const dated = async (journalId: number, at: string) => {
    await test.db.query('UPDATE ledger_journal SET created_at = $2::timestamptz WHERE id = $1', [journalId, at]);
    await test.db.query('UPDATE ledger_posting SET created_at = $2::timestamptz WHERE journal_id = $1', [journalId, at]);
  };
  /** A cash line between a member's main wallet and a house account, dated. */
  const cash = async (account: string, at: string, entryType: string, amount: string, house: HouseAccount) => {
    const posted = await test.db.transaction((tx) =>
      postJournal(tx, {
        kind: entryType,
        reference: `X${randomBytes(4).toString('hex')}`,
        memberId: ids[account],
        legs: [
          { account: memberAccount(ids[account]!, 'MAIN'), amount, entryType },
          { account: houseAccount(house), amount: fromCents(-toSignedCents(amount)), entryType },
        ],
      }),
    );
    await dated(posted.journalId, at);
  };
  /** A game round as playRound stores it (the bet row and its journal), dated. */
  const round = async (account: string, at: string, stake: string, win: string) => {
    const memberId = ids[account]!;
    const session = await test.db.query<{ id: number }>(
      `INSERT INTO game_session (token_hash, member_id, game_id, min_bet, max_bet, expires_at) VALUES ($1, $2, $3, 1, 100000, $4::timestamptz + interval '1 hour') RETURNING id`,
      [randomBytes(16).toString('hex'), memberId, game.id, at],
    );
    const bet = await test.db.query<{ id: number }>(
      `INSERT INTO game_bet (member_id, game_id, session_id, idempotency_key, wallet, bet_amount, win_amount, balance_after, outcome, created_at)
       VALUES ($1, $2, $3, $4, 'MAIN', $5::numeric, $6::numeric, 0, '{}'::jsonb, $7::timestamptz) RETURNING id`,
      [memberId, game.id, session.rows[0]!.id, randomBytes(8).toString('hex'), stake, win, at],
    );
    const legs = [
      { account: memberAccount(memberId, 'MAIN'), amount: negate(stake), entryType: 'bet' },
      { account: houseAccount('GAME'), amount: stake, entryType: 'bet' },
    ];
    if (toSignedCents(win) > 0n) {
      legs.push({ account: houseAccount('GAME'), amount: negate(win), entryType: 'win' }, { account: memberAccount(memberId, 'MAIN'), amount: win, entryType: 'win' });
    }
    const posted = await test.db.transaction((tx) => postJournal(tx, { kind: 'game_round', reference: `R${bet.rows[0]!.id}`, memberId, legs }));
    await dated(posted.journalId, at);
  };
  /** A lottery bet (its stake journal; settled: lost, or won with its payout journal). */
  const lottery = async (account: string, createdAt: string, stake: string, payout: string, settledAt: string | null) => {
    const memberId = ids[account]!;
    const status = settledAt === null ? 'open' : toSignedCents(payout) > 0n ? 'won' : 'lost';
    const bet = await test.db.query<{ bet_id: number }>(
      `INSERT INTO lottery_bet (member_id, draw_id, game_id, play_type, picks, stake_per_number, total_stake, odds, potential_win, status, payout, idempotency_key, created_at, settled_at)
       VALUES ($1, $2, $3, 'DE', ARRAY['12'], $4::numeric, $4::numeric, 80, $4::numeric * 80, $5, $6::numeric, $7, $8::timestamptz, $9::timestamptz) RETURNING bet_id`,
      [memberId, draw.draw_id, draw.game_id, stake, status, payout, randomBytes(8).toString('hex'), createdAt, settledAt],
    );
    const staked = await test.db.transaction((tx) =>
      postJournal(tx, {
        kind: 'lottery_bet',
        reference: `L${bet.rows[0]!.bet_id}`,
        memberId,
        legs: [
          { account: memberAccount(memberId, 'MAIN'), amount: negate(stake), entryType: 'bet' },
          { account: houseAccount('LOTTERY'), amount: stake, entryType: 'bet' },
        ],
      }),
    );
    await dated(staked.journalId, createdAt);
  };

  const get = async <T>(read: Read, token: string | null, query: Record<string, string> = {}, language = 'en') => {
    const response = await app.inject({
      method: 'GET',
      url: PATHS[read],
      query,
      headers: { 'accept-language': language, ...(token ? bearer(token) : {}) },
    });
    statuses.push(response.statusCode);
    const body = envelope<T>(response);
    if (response.statusCode === 200 && body.success) answers.set(read, [...(answers.get(read) ?? []), body.value]);
    return { status: response.statusCode, body };
  };
  const ok = async <T>(read: Read, token: string, query: Record<string, string> = {}) => {
    const answer = await get<T>(read, token, query);
    if (answer.status !== 200 || !answer.body.success) throw new Error(`${read}: ${answer.status} ${answer.body.message}`);
    return answer.body.value;
  };

  beforeAll(async () => {
    ({ app, test, close } = await startAccountsApp(kind, { now: clock.now }));
    ids.demo_agent = await idOf('demo_agent');
    ids.demo_player = await idOf('demo_player');
    const add = async (account: string, password: string, isAgent: 0 | 1, upline: string | null) => {
      const passwordHash = await hashPassword(password);
      ids[account] = await test.db.transaction((tx) =>
        insertMember(tx, { account, passwordHash, isAgent, uplineId: upline ? ids[upline] : null, passwordChangedAt: clock.now(), passwordExpiresAt: null, balance: '0.00' }),
      );
    };
    await add('team_sub', 'Team2026pass', 1, 'demo_agent');
    await add('team_leaf', 'Leaf2026pass', 0, 'team_sub');
    await add('other_agent', 'Other2026pass', 1, null);
    await add('other_member', 'Otherm2026pass', 0, 'other_agent');
    await test.db.query(`UPDATE member SET created_at = '2026-01-01T00:00:00Z' WHERE account IN ('demo_agent', 'demo_player')`);
    await test.db.query(`UPDATE member SET created_at = '2026-03-02T05:00:00Z' WHERE account IN ('team_sub', 'team_leaf')`);
    await test.db.query(`UPDATE member SET created_at = '2026-03-03T05:00:00Z' WHERE account IN ('other_agent', 'other_member')`);

    game = (await test.db.query<{ id: number }>('SELECT id FROM game ORDER BY id LIMIT 1')).rows[0]!;
    // The draw furthest away: the app's own draw scheduler must not settle the test's open bet while
    // the file runs (the first draw may be due within the minute).
    draw = (await test.db.query<{ draw_id: number; game_id: string }>(`SELECT draw_id, game_id FROM lottery_draw WHERE status = 'open' ORDER BY draw_time DESC LIMIT 1`)).rows[0]!;

    // The week, in time order.
    await cash('demo_player', '2026-03-02T01:00:00Z', 'deposit', '200.00', 'BANK');
    await cash('team_leaf', '2026-03-03T01:00:00Z', 'deposit', '1000.00', 'BANK');
    await round('team_leaf', '2026-03-01T23:59:59Z', '7.00', '0.00'); // before the week
    await cash('other_member', '2026-03-03T02:00:00Z', 'deposit', '999.00', 'BANK');
    await round('demo_agent', '2026-03-03T10:00:00Z', '10.00', '0.00');
    await round('demo_player', '2026-03-04T10:00:00Z', '100.00', '40.00');
    await round('other_member', '2026-03-04T11:00:00Z', '500.00', '0.00');
    await cash('team_leaf', '2026-03-04T12:00:00Z', 'bonus', '5.00', 'BONUS');
    await round('team_leaf', '2026-03-05T10:00:00Z', '30.00', '90.00');
    await lottery('team_leaf', '2026-03-05T11:00:00Z', '20.00', '0.00', '2026-03-06T09:00:00Z');
    await cash('demo_player', '2026-03-05T12:00:00Z', 'withdrawal', '-80.00', 'WITHDRAWAL_HOLD');
    await cash('demo_player', '2026-03-06T12:00:00Z', 'withdrawalReturned', '30.00', 'WITHDRAWAL_HOLD');
    await lottery('team_leaf', '2026-03-06T11:00:00Z', '5.00', '0.00', null);
    await round('demo_player', '2026-03-09T00:00:00Z', '50.00', '0.00'); // the week's end: not in it

    tokens.agent = await loginToken(app, 'demo_agent', 'Agent2026pass');
    tokens.player = await loginToken(app, 'demo_player', 'Demo2026pass');
    tokens.sub = await loginToken(app, 'team_sub', 'Team2026pass');
    tokens.other = await loginToken(app, 'other_agent', 'Other2026pass');
  });
  afterAll(async () => {
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(await checkLedger(test.db)).toMatchObject({ ok: true });
    await close();
  });

  it('knows a team: the agent and every member below it, by level', async () => {
    expect((await teamOf(test.db, ids.demo_agent!)).map((member) => [member.account, member.level])).toEqual([
      ['demo_agent', 0],
      ['demo_player', 1],
      ['team_sub', 1],
      ['team_leaf', 2],
    ]);
    expect(await levelInTeam(test.db, ids.demo_agent!, ids.team_leaf!)).toBe(2);
    expect(await isInTeam(test.db, ids.team_sub!, ids.team_leaf!)).toBe(true);
    expect(await isInTeam(test.db, ids.team_sub!, ids.demo_player!)).toBe(false);
    expect(await isInTeam(test.db, ids.demo_agent!, ids.other_member!)).toBe(false);
    expect(await isInTeam(test.db, ids.demo_agent!, 'no-such-id')).toBe(false);
  });

  it('gives the team figures of a period, computed by hand', async () => {
    expect(await ok<TeamFigures>('teamOverview', tokens.agent!, WEEK)).toEqual({
      teamSize: 4,
      directDownlines: 2,
      newMembers: 2,
      activeMembers: 3,
      deposits: '1200.00',
      withdrawals: '50.00',
      validBet: '160.00', // 10 + 100 + 30 + 20 (the open lottery bet is not settled)
      profitLoss: '-30.00', // -10 - 60 + 60 - 20
    });
    expect(await ok<TeamFigures>('teamOverview', tokens.sub!, WEEK)).toEqual({
      teamSize: 2,
      directDownlines: 1,
      newMembers: 2,
      activeMembers: 1,
      deposits: '1000.00',
      withdrawals: '0.00',
      validBet: '50.00',
      profitLoss: '40.00',
    });
    expect(await ok<TeamFigures>('teamOverview', tokens.other!, WEEK)).toMatchObject({ teamSize: 2, validBet: '500.00', deposits: '999.00' });
  });

  it('lists downlines with their own figures, a parent in the team, and an account search', async () => {
    const top = await ok<DownlinePage>('downlines', tokens.agent!, WEEK);
    expect(top).toMatchObject({ totalCount: 2, totalPages: 1, path: ['demo_agent'] });
    expect(top.list).toEqual([
      expect.objectContaining({
        account: 'demo_player',
        kind: 'member',
        level: 1,
        uplineAccount: 'demo_agent',
        registeredAt: '2026-01-01T00:00:00.000Z',
        directDownlines: 0,
        deposits: '200.00',
        withdrawals: '50.00',
        validBet: '100.00',
        profitLoss: '-60.00',
        transferable: true,
      }),
      expect.objectContaining({ account: 'team_sub', kind: 'agent', level: 1, directDownlines: 1, balance: '0.00', validBet: '0.00', transferable: true }),
    ]);
    expect(top.list[0]!.lastLoginAt).not.toBeNull();

    const below = await ok<DownlinePage>('downlines', tokens.agent!, { ...WEEK, parent: 'TEAM_SUB' });
    expect(below).toMatchObject({ totalCount: 1, path: ['demo_agent', 'team_sub'] });
    expect(below.list).toEqual([
      expect.objectContaining({ account: 'team_leaf', level: 2, uplineAccount: 'team_sub', deposits: '1000.00', validBet: '50.00', profitLoss: '40.00', transferable: false }),
    ]);
    const search = await ok<DownlinePage>('downlines', tokens.agent!, { ...WEEK, account: 'TEAM' });
    expect(search.list.map((row) => [row.account, row.level])).toEqual([
      ['team_sub', 1],
      ['team_leaf', 2],
    ]);
    // A search never reaches outside the team.
    expect((await ok<DownlinePage>('downlines', tokens.agent!, { ...WEEK, account: 'other' })).list).toEqual([]);
    const paged = await ok<DownlinePage>('downlines', tokens.agent!, { ...WEEK, pageSize: '1', pageNo: '2' });
    expect(paged).toMatchObject({ totalCount: 2, totalPages: 2, list: [expect.objectContaining({ account: 'team_sub' })] });
  });

  it('lists the team bets, one member’s, with totals of the whole set', async () => {
    const bets = await ok<TeamBetPage>('teamBets', tokens.agent!, { ...WEEK, pageSize: '2' });
    expect(bets).toMatchObject({ totalCount: 5, totalPages: 3, totals: { count: 5, stake: '165.00', win: '130.00', profit: '-35.00' } });
    expect(bets.list[0]).toMatchObject({ account: 'team_leaf', source: 'lottery', gameType: 'LOTTERY', stake: '5.00', status: 'open', time: '2026-03-06T11:00:00.000Z' });
    expect(bets.list[1]).toMatchObject({ account: 'team_leaf', source: 'lottery', stake: '20.00', win: '0.00', profit: '-20.00', status: 'settled' });
    const player = await ok<TeamBetPage>('teamBets', tokens.agent!, { ...WEEK, account: 'demo_player' });
    expect(player.list).toEqual([expect.objectContaining({ source: 'game', stake: '100.00', win: '40.00', profit: '-60.00', status: 'settled' })]);
    expect((await ok<TeamBetPage>('teamBets', tokens.sub!, WEEK)).totals).toEqual({ count: 3, stake: '55.00', win: '90.00', profit: '35.00' });
  });

  it('gives each member’s profit and loss, and the totals', async () => {
    const profit = await ok<TeamProfitPage>('teamProfit', tokens.agent!, WEEK);
    expect(profit.list.map((row) => [row.account, row.level, row.betCount, row.validBet, row.profitLoss])).toEqual([
      ['demo_agent', 0, 1, '10.00', '-10.00'],
      ['demo_player', 1, 1, '100.00', '-60.00'],
      ['team_sub', 1, 0, '0.00', '0.00'],
      ['team_leaf', 2, 2, '50.00', '40.00'],
    ]);
    expect(profit.totals).toEqual({ betCount: 4, validBet: '160.00', win: '130.00', profitLoss: '-30.00', deposits: '1200.00', withdrawals: '50.00', bonuses: '5.00' });
    const leaf = await ok<TeamProfitPage>('teamProfit', tokens.agent!, { ...WEEK, account: 'Team_Leaf' });
    expect(leaf.list).toEqual([
      { account: 'team_leaf', level: 2, betCount: 2, validBet: '50.00', win: '90.00', profitLoss: '40.00', deposits: '1000.00', withdrawals: '0.00', bonuses: '5.00' },
    ]);
  });

  it('keeps members out of every agent route, in the request language', async () => {
    for (const read of Object.keys(PATHS) as Read[]) {
      const query = read === 'settlementRecords' ? { ...WEEK, type: 'daily', role: 'paid' } : WEEK;
      const es = await get(read, tokens.player!, query, 'es');
      expect({ read, status: es.status, message: es.body.message, code: (es.body.value as { code: string }).code }).toEqual({
        read,
        status: 403,
        message: 'Solo los agentes pueden usar el centro de agentes',
        code: 'notAgent',
      });
      const en = await get(read, tokens.player!, {}, 'en');
      expect({ read, status: en.status, message: en.body.message }).toEqual({ read, status: 403, message: 'Only agents can use the agent centre' });
      expect((await get(read, null, query)).status).toBe(401);
    }
    for (const [url, payload] of [
      ['/wps/agent/team/transfer', { downlineAccount: 'demo_weak', amount: '1.00', paymentPassword: 'x' }],
      ['/wps/agent/team/register', { account: 'x', password: 'y', kind: 'member' }],
    ] as const) {
      const response = await app.inject({ method: 'POST', url, payload, headers: { ...bearer(tokens.player!), 'accept-language': 'es', 'idempotency-key': 'member-key-1' } });
      expect({ url, status: response.statusCode, message: envelope(response).message }).toEqual({ url, status: 403, message: 'Solo los agentes pueden usar el centro de agentes' });
    }
  });

  it('never lets an agent read another team: the same refusal for outsiders and unknown accounts', async () => {
    const refusals = [
      await get('downlines', tokens.agent!, { ...WEEK, parent: 'other_member' }),
      await get('downlines', tokens.agent!, { ...WEEK, parent: 'nobody_at_all' }),
      await get('teamBets', tokens.agent!, { ...WEEK, account: 'other_agent' }),
      await get('teamProfit', tokens.agent!, { ...WEEK, account: 'nobody_at_all' }),
      // team_sub's team is below it: its sibling and its upline are outside.
      await get('downlines', tokens.sub!, { ...WEEK, parent: 'demo_player' }),
      await get('teamBets', tokens.sub!, { ...WEEK, account: 'demo_agent' }),
      await get('teamProfit', tokens.other!, { ...WEEK, account: 'team_leaf' }),
    ];
    for (const refusal of refusals) {
      expect(refusal).toMatchObject({ status: 200, body: { success: false, value: { code: 'notInTeam' } } });
      const account = (refusal.body.value as { account: string }).account;
      expect(refusal.body.message).toBe(`Account ${account} is not in your team`);
    }
    const es = await get('teamBets', tokens.agent!, { ...WEEK, account: 'other_member' }, 'es');
    expect(es.body.message).toBe('La cuenta other_member no está en su equipo');
  });

  it('answers bad queries with translated 400s', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ from: WEEK.to, to: WEEK.from }, 'badPeriod', 'The period is not valid: "to" must be after "from" and at most 92 days later'],
      [{ from: '2026-01-01T00:00:00Z', to: '2026-04-03T00:00:01Z' }, 'badPeriod', 'The period is not valid: "to" must be after "from" and at most 92 days later'],
      [{ from: '2026-02-30T00:00:00Z', to: WEEK.to }, 'badDate', 'The date "from" is not valid'],
      [{ ...WEEK, pageSize: '101' }, 'invalidInput', 'Invalid input: pageSize'],
      [{ ...WEEK, pageNo: '0' }, 'invalidInput', 'Invalid input: pageNo'],
      [{ ...WEEK, colour: 'red' }, 'invalidInput', 'Invalid input: colour'],
      [{ from: WEEK.from }, 'invalidInput', 'Invalid input: to'],
      [{ from: 'yesterday', to: WEEK.to }, 'invalidInput', 'Invalid input: from'],
    ];
    for (const [query, code, message] of cases) {
      const answer = await get('teamOverview', tokens.agent!, query);
      expect({ query, status: answer.status, code: (answer.body.value as { code: string }).code, message: answer.body.message }).toEqual({ query, status: 400, code, message });
    }
    // Exactly AGENT_REPORT_MAX_DAYS days is allowed.
    expect((await get('teamOverview', tokens.agent!, { from: '2026-01-01T00:00:00Z', to: '2026-04-03T00:00:00Z' })).status).toBe(200);
    const es = await get('teamProfit', tokens.agent!, { ...WEEK, pageSize: '500' }, 'es');
    expect({ status: es.status, message: es.body.message }).toEqual({ status: 400, message: 'Dato no válido: pageSize' });
    expect((await get('settlementRecords', tokens.agent!, { ...WEEK, type: 'weekly', role: 'paid' })).status).toBe(400);
    expect((await get('agentIncome', tokens.agent!, { ...WEEK, kind: 'commission' })).status).toBe(400);
  });

  it('shows contract pay as income and settlement records (paid and pending), and what is due', async () => {
    const act = async (token: string, type: keyof typeof CONTRACT_PATHS, body: Record<string, unknown>) => {
      const response = await app.inject({ method: 'POST', url: CONTRACT_PATHS[type], payload: body, headers: bearer(token) });
      return envelope<{ contractId: string; status: string }>(response).value;
    };
    const offered = await act(tokens.agent!, 'daily', { action: 'new', downlineAccount: 'team_sub', terms: { tiers: [{ validBet: '0.00', activeMembers: 1, rate: '1.00' }] } });
    expect(await act(tokens.sub!, 'daily', { action: 'accept', contractId: offered.contractId })).toMatchObject({ status: 'signed' });
    const contractId = offered.contractId;
    await round('team_leaf', '2026-03-10T03:00:00Z', '200.00', '0.00'); // Manila 2026-03-10
    clock.advance(24 * 3_600_000); // Manila 2026-03-11 10:00
    const report = await settlePeriod(test.db, 'daily', periodOfKey('daily', '2026-03-10')!, { settledBy: 'test', now: clock.now() });
    expect(report.paidTotal).toBe('2.00');
    await round('team_leaf', '2026-03-11T01:00:00Z', '300.00', '0.00'); // the open day so far
    // Sessions idled out while the clock jumped a day.
    tokens.agent = await loginToken(app, 'demo_agent', 'Agent2026pass');
    tokens.sub = await loginToken(app, 'team_sub', 'Team2026pass');
    tokens.other = await loginToken(app, 'other_agent', 'Other2026pass');
    // An hourly offer waits for team_sub's answer.
    await act(tokens.agent!, 'hourly', { action: 'new', downlineAccount: 'team_sub', terms: { rate: '0.50' } });

    const days = { from: '2026-03-09T16:00:00Z', to: '2026-03-11T16:00:00Z' };
    const received = await ok<SettlementPage>('settlementRecords', tokens.sub!, { ...days, type: 'daily', role: 'received' });
    const pending = {
      contractId,
      type: 'daily',
      period: '2026-03-11',
      periodStart: '2026-03-10T16:00:00.000Z',
      periodEnd: '2026-03-11T16:00:00.000Z',
      agentAccount: 'demo_agent',
      payeeAccount: 'team_sub',
      teamSize: 2,
      activeMembers: 1,
      validBet: '300.00',
      profitLoss: '-300.00',
      rate: '1.00',
      amount: '3.00',
      status: 'pending',
      settledAt: null,
      reference: null,
    };
    const paid = {
      ...pending,
      period: '2026-03-10',
      periodStart: '2026-03-09T16:00:00.000Z',
      periodEnd: '2026-03-10T16:00:00.000Z',
      validBet: '200.00',
      profitLoss: '-200.00',
      amount: '2.00',
      status: 'paid',
      settledAt: clock.now().toISOString(),
      reference: `AC${contractId}-2026-03-10`,
    };
    expect(received).toMatchObject({ list: [pending, paid], totalCount: 2, totalPages: 1, totals: { paid: '2.00', pending: '3.00' } });
    expect(received.contracts.map((contract) => [contract.contractId, contract.status])).toEqual([[contractId, 'signed']]);
    // The agent that pays sees the same records; it receives nothing.
    expect(await ok<SettlementPage>('settlementRecords', tokens.agent!, { ...days, type: 'daily', role: 'paid' })).toMatchObject({ list: [pending, paid], totals: { paid: '2.00', pending: '3.00' } });
    expect(await ok<SettlementPage>('settlementRecords', tokens.agent!, { ...days, type: 'daily', role: 'received' })).toMatchObject({ list: [], totalCount: 0, totals: { paid: '0.00', pending: '0.00' } });
    // Paging runs over the pending row, then the paid ones; a period before the open day has no pending row.
    expect((await ok<SettlementPage>('settlementRecords', tokens.sub!, { ...days, type: 'daily', role: 'received', pageSize: '1', pageNo: '2' })).list).toEqual([paid]);
    expect((await ok<SettlementPage>('settlementRecords', tokens.sub!, { from: '2026-03-01T00:00:00Z', to: '2026-03-10T16:00:00Z', type: 'daily', role: 'received' })).list).toEqual([paid]);
    expect((await ok<SettlementPage>('settlementRecords', tokens.other!, { ...days, type: 'daily', role: 'paid' })).list).toEqual([]);

    const home = await ok<AgentHome>('agentHome', tokens.sub!);
    expect(home).toMatchObject({
      account: 'team_sub',
      affiliateCode: null,
      pendingActions: { dividend: 0, daily: 0, hourly: 1, realtime: 0 },
      salaryDue: [{ type: 'daily', period: '2026-03-11', amount: '3.00' }],
      balance: '2.00',
    });
    expect(home.today).toEqual({ teamSize: 2, directDownlines: 1, newMembers: 0, activeMembers: 1, deposits: '0.00', withdrawals: '0.00', validBet: '300.00', profitLoss: '-300.00' });
    expect(await ok<AgentHome>('agentHome', tokens.agent!)).toMatchObject({ account: 'demo_agent', affiliateCode: 'AGENT01', salaryDue: [], pendingActions: { hourly: 0 } });

    // Income: the ledger's lines (written at the real time, whatever the test clock says).
    const now = { from: new Date(Date.now() - 3_600_000).toISOString(), to: new Date(Date.now() + 3_600_000).toISOString() };
    const income = await ok<IncomePage>('agentIncome', tokens.sub!, now);
    expect(income.list).toEqual([expect.objectContaining({ kind: 'daily', amount: '2.00', reference: `AC${contractId}-2026-03-10`, detail: '2026-03-10' })]);
    expect(income.totals).toEqual({ dividend: '0.00', daily: '2.00', hourly: '0.00', realtime: '0.00', fromDownline: '0.00', total: '2.00' });
  });

  it('counts money a downline sends up as the agent’s income', async () => {
    tokens.player = await loginToken(app, 'demo_player', 'Demo2026pass');
    const headers = { ...bearer(tokens.player), 'accept-language': 'en' };
    expect(envelope(await app.inject({ method: 'POST', url: '/wps/member/paymentPassword', payload: { newPassword: 'Pay2026pw', confirmPassword: 'Pay2026pw' }, headers })).success).toBe(true);
    const sent = await app.inject({ method: 'POST', url: '/wps/cashier/upline/transfer', payload: { amount: '25.00', paymentPassword: 'Pay2026pw' }, headers: { ...headers, 'idempotency-key': 'team-upline-1' } });
    expect(envelope(sent)).toMatchObject({ success: true, value: { amount: '25.00', uplineAccount: 'demo_agent' } });
    const now = { from: new Date(Date.now() - 3_600_000).toISOString(), to: new Date(Date.now() + 3_600_000).toISOString() };
    const income = await ok<IncomePage>('agentIncome', tokens.agent!, now);
    expect(income.list).toEqual([expect.objectContaining({ kind: 'fromDownline', amount: '25.00', detail: 'demo_player', reference: 'Uteam-upline-1' })]);
    expect(income.totals).toMatchObject({ fromDownline: '25.00', daily: '0.00', total: '25.00' });
    const daily = await ok<IncomePage>('agentIncome', tokens.agent!, { ...now, kind: 'daily' });
    expect(daily).toMatchObject({ list: [], totalCount: 0, totals: { fromDownline: '25.00', total: '25.00' } });
  });

  it('shows the notices in the request language, newest first, and the operator publishes one', async () => {
    const es = await get<Page<AgentNotice>>('agentNotices', tokens.agent!, {}, 'es');
    expect(es.body.value.list.map((notice) => notice.title)).toEqual(['Mantenimiento programado', 'Horario de liquidación de contratos', 'Bienvenido al centro de agentes']);
    const en = await ok<Page<AgentNotice>>('agentNotices', tokens.agent!, { pageSize: '2' });
    expect(en).toMatchObject({ totalCount: 3, totalPages: 2 });
    expect(en.list.map((notice) => notice.title)).toEqual(['Scheduled maintenance', 'Contract settlement times']);
    expect(en.list[0]!.content).toContain('maintenance');

    const notice = { titleEs: 'Nuevo tramo de salario', titleEn: 'New salary tier', contentEs: 'Desde hoy.\n\nGracias.', contentEn: 'From today.\n\nThank you.' };
    expect((await app.inject({ method: 'POST', url: '/admin/agent-notices', payload: notice })).statusCode).toBe(401);
    const published = await app.inject({ method: 'POST', url: '/admin/agent-notices', payload: notice, headers: TEST_ADMIN_HEADERS });
    expect(envelope(published)).toMatchObject({ success: true, value: { publishedAt: clock.now().toISOString() } });
    // Scheduled for later: not shown yet.
    await app.inject({ method: 'POST', url: '/admin/agent-notices', payload: { ...notice, titleEn: 'Later', publishedAt: '2027-01-01T00:00:00Z' }, headers: TEST_ADMIN_HEADERS });
    expect((await app.inject({ method: 'POST', url: '/admin/agent-notices', payload: { ...notice, titleEs: ' ' }, headers: TEST_ADMIN_HEADERS })).statusCode).toBe(400);
    const after = await ok<Page<AgentNotice>>('agentNotices', tokens.agent!);
    expect(after.totalCount).toBe(4);
    expect(after.list[0]).toMatchObject({ title: 'New salary tier', content: 'From today.\n\nThank you.' });
    const { rows } = await test.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM admin_audit WHERE route = '/admin/agent-notices'`);
    expect(rows[0]?.n).toBeGreaterThanOrEqual(3);
  });

  it('answers values of the contract’s types', async () => {
    await ok('downlineTransferInfo', tokens.agent!);
    const ajv = new Ajv({ strict: false, allErrors: true });
    for (const read of Object.keys(PATHS) as Read[]) {
      const values = answers.get(read) ?? [];
      expect({ read, answered: values.length > 0 }).toEqual({ read, answered: true });
      const validate = ajv.compile(schemas[read]!);
      for (const value of values) {
        const valid = validate(value);
        expect({ read, errors: valid ? [] : validate.errors }).toEqual({ read, errors: [] });
      }
    }
  });
});
