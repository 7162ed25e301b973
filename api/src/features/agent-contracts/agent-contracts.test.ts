/**
 * Agent contracts (issue 23): the four process calls between an agent and its direct downline
 * (refusals in ES/EN, 4xx for bad input, the lower-rate rule with and without consent, inbox
 * messages), the consolidated view, and settlement: figures equal hand-computed ones on a fixture
 * team, paid once through the ledger by two settlers at once (two connections on PostgreSQL),
 * again after a "restart" (a scheduler pass), and through scripts/settlement (preview, run, replay).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { checkLedger } from '../../ledger/ledger-check';
import { hashPassword } from '../session/password-hash';
import { memberAccount, readAccountBalance } from '../../ledger/ledger';
import { bearer, createClock, loginToken, startAccountsApp } from '../../testing/accounts-kit';
import { runScript } from '../../testing/run-script';
import { envelope, TEST_ADMIN_TOKEN } from '../../testing/test-app';
import { TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';
import type { ConsolidatedContracts, ContractActionResult } from './contract-types';
import { CONSOLIDATED_PATH, CONTRACT_PATHS } from './agent-contract-routes';
import { contractAmount, periodOfKey, runSettlementPass, type SettlementReport, settlePeriod } from './settlement';
import { parsePeriod, periodContaining } from './settlement-periods';

jest.setTimeout(180_000);
process.env.SUITE_AGENT_SETTLEMENT = 'off';

describe('settlement periods', () => {
  it('names periods in the site time (UTC+8) and parses only their keys', () => {
    const at = Date.parse('2026-03-10T17:07:00Z'); // 2026-03-11 01:07 in Manila
    expect(periodContaining('fiveMinutes', at).key).toBe('2026-03-11T01:05');
    expect(periodContaining('hourly', at).key).toBe('2026-03-11T01');
    expect(periodContaining('daily', at)).toMatchObject({ key: '2026-03-11', start: new Date('2026-03-10T16:00:00Z'), end: new Date('2026-03-11T16:00:00Z') });
    expect(periodContaining('weekly', at).key).toBe('W2026-03-09');
    expect(periodContaining('semimonthly', at)).toMatchObject({ key: '2026-03-H1', end: new Date('2026-03-15T16:00:00Z') });
    expect(periodContaining('semimonthly', Date.parse('2026-12-20T00:00:00Z'))).toMatchObject({ key: '2026-12-H2', end: new Date('2026-12-31T16:00:00Z') });
    expect(parsePeriod('daily', '2026-02-30')).toBeNull();
    expect(parsePeriod('fiveMinutes', '2026-03-11T01:07')).toBeNull();
    expect(parsePeriod('weekly', 'W2026-03-10')).toBeNull();
    expect(periodOfKey('dividend', '2026-03-H2')?.type).toBe('semimonthly');
    expect(periodOfKey('daily', '2026-03-H2')).toBeNull();
  });

  it('pays the highest tier reached, floored to the cent; a dividend pays on the team loss only', () => {
    const tiers = [
      { validBet: '0.00', activeMembers: 1, rate: '0.50' },
      { validBet: '1000.00', activeMembers: 3, rate: '1.25' },
    ];
    const figures = { teamSize: 5, activeMembers: 2, validBet: '1999.99', profitLoss: '-333.33' };
    expect(contractAmount('daily', tiers, figures)).toEqual({ rate: '0.50', amount: '9.99' });
    expect(contractAmount('daily', tiers, { ...figures, activeMembers: 3 })).toEqual({ rate: '1.25', amount: '24.99' });
    expect(contractAmount('dividend', tiers, figures)).toEqual({ rate: '0.50', amount: '1.66' });
    expect(contractAmount('dividend', tiers, { ...figures, profitLoss: '50.00' })).toEqual({ rate: '0.50', amount: '0.00' });
    expect(contractAmount('daily', tiers, { ...figures, activeMembers: 0 })).toEqual({ rate: '0.00', amount: '0.00' });
  });
});

describe.each(TEST_DATABASE_KINDS)('agent contracts on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  // 2026-03-10 10:00 in Manila.
  const clock = createClock(Date.parse('2026-03-10T02:00:00Z'));
  let agentToken: string;
  let playerToken: string;
  let weakToken: string;
  let playerId: string;
  let subId: string;

  const idOf = async (account: string) => (await test.db.query<{ id: string }>('SELECT id FROM member WHERE account = $1', [account])).rows[0]!.id;

  beforeAll(async () => {
    ({ app, test, close } = await startAccountsApp(kind, { now: clock.now }));
    playerId = await idOf('demo_player');
    // demo_player is an agent of its own team: sub_one below it.
    await test.db.query('UPDATE member SET is_agent = 1 WHERE id = $1', [playerId]);
    subId = (
      await test.db.query<{ id: string }>(`INSERT INTO member (account, password_hash, referral_code, upline_id, language) VALUES ('sub_one', 'x', $1, $2, 'en') RETURNING id`, [
        `R${randomBytes(5).toString('hex')}`,
        playerId,
      ])
    ).rows[0]!.id;
    agentToken = await loginToken(app, 'demo_agent', 'Agent2026pass');
    playerToken = await loginToken(app, 'demo_player', 'Demo2026pass');
    // A plain member outside the agent's team.
    await test.db.query(`INSERT INTO member (account, password_hash, referral_code) VALUES ('plain_one', $1, $2)`, [
      await hashPassword('Plain2026pass'),
      `R${randomBytes(5).toString('hex')}`,
    ]);
    weakToken = await loginToken(app, 'plain_one', 'Plain2026pass');
  });
  afterAll(() => close());

  const act = async (token: string, type: keyof typeof CONTRACT_PATHS, body: Record<string, unknown>, language = 'es') => {
    const response = await app.inject({ method: 'POST', url: CONTRACT_PATHS[type], payload: body, headers: { ...bearer(token), 'accept-language': language } });
    return { status: response.statusCode, body: envelope<ContractActionResult>(response) };
  };
  const inbox = async (memberId: string) =>
    (await test.db.query<{ title: string; content: string }>('SELECT title, content FROM member_message WHERE member_id = $1 ORDER BY id', [memberId])).rows;

  let dailyId: string;

  it('refuses non-agents, non-downlines and bad input, in the request language', async () => {
    const tiers = [{ validBet: '0.00', activeMembers: 1, rate: '1.00' }];
    expect(await act(weakToken, 'daily', { action: 'new', downlineAccount: 'demo_player', terms: { tiers } }, 'en')).toMatchObject({
      status: 403,
      body: { success: false, message: 'Only agents can offer contracts' },
    });
    expect(await act(agentToken, 'daily', { action: 'new', downlineAccount: 'plain_one', terms: { tiers } })).toMatchObject({
      status: 200,
      body: { success: false, message: 'La cuenta plain_one no es un subordinado directo suyo', value: { code: 'notDirectDownline' } },
    });
    // sub_one is below demo_player, not directly below demo_agent.
    expect((await act(agentToken, 'daily', { action: 'new', downlineAccount: 'sub_one', terms: { tiers } })).body.value).toMatchObject({ code: 'notDirectDownline' });
    expect((await act(agentToken, 'daily', { action: 'new', downlineAccount: 'demo_player', terms: { tiers: [{ validBet: '0.00', activeMembers: 1, rate: '0.001' }] } })).status).toBe(400);
    expect((await act(agentToken, 'daily', { action: 'sign' })).status).toBe(400);
    expect((await act(agentToken, 'daily', { action: 'new', downlineAccount: 'demo_player', terms: { rate: '1.00', periodType: 'monthly' } }, 'en')).body).toMatchObject({
      success: false,
      message: 'Period type not valid for this contract',
    });
    const descending = [
      { validBet: '100.00', activeMembers: 1, rate: '2.00' },
      { validBet: '500.00', activeMembers: 2, rate: '1.00' },
    ];
    expect((await act(agentToken, 'daily', { action: 'new', downlineAccount: 'demo_player', terms: { tiers: descending } })).body.value).toMatchObject({ code: 'badTiers' });
    expect((await app.inject({ method: 'POST', url: CONTRACT_PATHS.daily, payload: { action: 'accept', contractId: '1' } })).statusCode).toBe(401);
  });

  it('applies the lower-rate rule only after the agent agrees, and tells both parties', async () => {
    const sub = await act(playerToken, 'daily', { action: 'new', downlineAccount: 'sub_one', terms: { rate: '2.00' } });
    expect(sub.body.value).toMatchObject({ status: 'pending', affectedDownlines: [] });
    const tiers = [
      { validBet: '0.00', activeMembers: 1, rate: '1.00' },
      { validBet: '100000.00', activeMembers: 50, rate: '1.50' },
    ];
    const warned = await act(agentToken, 'daily', { action: 'new', downlineAccount: 'demo_player', terms: { tiers } }, 'en');
    expect(warned.body).toMatchObject({ success: true, value: { contractId: null, status: 'confirmationRequired', affectedDownlines: ['sub_one'] } });
    expect(warned.body.message).toContain('lower than 1 contract(s) demo_player gives its downlines');
    expect((await test.db.query(`SELECT 1 FROM agent_contract WHERE downline_id = $1`, [playerId])).rows).toHaveLength(0);

    const agreed = await act(agentToken, 'daily', { action: 'new', downlineAccount: 'demo_player', terms: { tiers }, confirmTerminateLower: true });
    expect(agreed.body.value).toMatchObject({ status: 'pending', affectedDownlines: ['sub_one'] });
    dailyId = agreed.body.value.contractId as string;
    expect((await test.db.query<{ status: string }>(`SELECT status FROM agent_contract WHERE id = $1`, [sub.body.value.contractId])).rows[0]?.status).toBe('rejected');
    expect((await inbox(subId)).map((m) => m.title)).toEqual(['New daily salary contract', 'Daily salary contract terminated']);
    expect((await inbox(playerId)).some((m) => m.title === 'Nuevo contrato de salario diario')).toBe(true);

    // A second offer of the same type while one is pending is refused.
    expect((await act(agentToken, 'daily', { action: 'new', downlineAccount: 'demo_player', terms: { tiers } })).body.value).toMatchObject({ code: 'offerPending' });
    // Only the downline answers; another type's call does not see it.
    expect((await act(agentToken, 'daily', { action: 'accept', contractId: dailyId })).body.value).toMatchObject({ code: 'notYourOffer' });
    expect((await act(playerToken, 'hourly', { action: 'accept', contractId: dailyId })).status).toBe(404);
    expect((await act(weakToken, 'daily', { action: 'accept', contractId: dailyId })).status).toBe(404);

    expect((await act(playerToken, 'daily', { action: 'accept', contractId: dailyId })).body.value).toMatchObject({ status: 'signed' });
    const consolidated = envelope<ConsolidatedContracts>(await app.inject({ method: 'GET', url: CONSOLIDATED_PATH, headers: bearer(playerToken) })).value;
    expect(consolidated).toMatchObject({ dailysalinfotype: true, contractmrdailysalinfotype: false, divtypeinfo: false, dailysalreqtype: 0 });
    expect(consolidated.contracts[0]).toMatchObject({ contractId: dailyId, status: 'signed', agentAccount: 'demo_agent', downlineAccount: 'demo_player', rate: '1.50' });
    const agentView = envelope<ConsolidatedContracts>(await app.inject({ method: 'GET', url: CONSOLIDATED_PATH, headers: bearer(agentToken) })).value;
    expect(agentView).toMatchObject({ contractmrdailysalinfotype: true, dailysalinfotype: true });
  });

  it('pays the statistics day once, on hand-computed team figures, with two settlers at once and after a restart', async () => {
    const { rows: games } = await test.db.query<{ id: number }>('SELECT id FROM game ORDER BY id LIMIT 1');
    const gameId = games[0]!.id;
    const bet = async (memberId: string, at: string, stake: string, win: string) => {
      const { rows } = await test.db.query<{ id: number }>(
        `INSERT INTO game_session (token_hash, member_id, game_id, min_bet, max_bet, expires_at) VALUES ($1, $2, $3, 1, 100000, $4) RETURNING id`,
        [randomBytes(16).toString('hex'), memberId, gameId, new Date(Date.parse(at) + 3_600_000)],
      );
      await test.db.query(
        `INSERT INTO game_bet (member_id, game_id, session_id, idempotency_key, wallet, bet_amount, win_amount, balance_after, outcome, created_at)
         VALUES ($1, $2, $3, $4, 'MAIN', $5, $6, 0, '{}'::jsonb, $7)`,
        [memberId, gameId, rows[0]!.id, randomBytes(8).toString('hex'), stake, win, at],
      );
    };
    // Manila 2026-03-10: [2026-03-09T16:00Z, 2026-03-10T16:00Z).
    await bet(playerId, '2026-03-10T03:00:00Z', '100.00', '40.00');
    await bet(subId, '2026-03-10T15:59:59Z', '300.00', '0.00');
    await bet(subId, '2026-03-10T16:00:00Z', '999.00', '0.00'); // the next day
    await bet(await idOf('demo_weak'), '2026-03-10T05:00:00Z', '500.00', '0.00'); // not in the team

    const period = periodOfKey('daily', '2026-03-10')!;
    // Before the day is over nothing is paid.
    await expect(settlePeriod(test.db, 'daily', period, { settledBy: 'test', now: clock.now() })).rejects.toThrow('not over yet');
    clock.advance(24 * 3_600_000);
    const before = await readAccountBalance(test.db, memberAccount(playerId, 'MAIN'));

    const preview = await settlePeriod(test.db, 'daily', period, { settledBy: 'test', now: clock.now(), preview: true });
    expect(preview.lines).toEqual([
      expect.objectContaining({ contractId: dailyId, payeeAccount: 'demo_player', teamSize: 2, activeMembers: 2, validBet: '400.00', profitLoss: '-360.00', rate: '1.00', amount: '4.00', outcome: 'preview' }),
    ]);

    const second = test.openSecond ? await test.openSecond() : test.db;
    const reports: SettlementReport[] = await Promise.all([
      settlePeriod(test.db, 'daily', period, { settledBy: 'one', now: clock.now() }),
      settlePeriod(second, 'daily', period, { settledBy: 'two', now: clock.now() }),
    ]);
    const outcomes = reports.flatMap((report) => report.lines.map((line) => line.outcome)).sort();
    expect(outcomes).toEqual(['alreadySettled', 'paid']);
    expect(reports.map((report) => report.paidTotal).sort()).toEqual(['0.00', '4.00']);

    // A restart: the scheduler's catch-up pass finds the day settled.
    expect(await runSettlementPass(test.db, clock.now())).toMatchObject({ paid: 0, paidTotal: '0.00' });
    expect(await readAccountBalance(test.db, memberAccount(playerId, 'MAIN'))).toBe((Number(before) + 4).toFixed(2));
    const { rows: journals } = await test.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_journal WHERE kind = 'agent_salary' AND reference = $1`, [
      `AC${dailyId}-2026-03-10`,
    ]);
    expect(journals[0]?.n).toBe(1);
    expect((await test.db.query(`SELECT 1 FROM agent_contract_settlement WHERE contract_id = $1 AND period = '2026-03-10'`, [dailyId])).rows).toHaveLength(1);
    expect((await inbox(playerId)).some((m) => m.content.includes('P 4.00'))).toBe(true);
    expect(await checkLedger(test.db)).toMatchObject({ ok: true });
  });

  it('scripts/settlement previews, runs and replays a period through the audited admin routes', async () => {
    const env = { SUITE_API_URL: await app.listen({ port: 0, host: '127.0.0.1' }), SUITE_ADMIN_TOKEN: TEST_ADMIN_TOKEN, SUITE_OPERATOR: 'dev' };
    const usage = await runScript('settlement', ['run', 'weekly', '2026-03-10'], env);
    expect(usage.code).toBe(64);
    const notPeriod = await runScript('settlement', ['run', 'daily', '2026-03-H1'], env);
    expect(notPeriod.code).toBe(1);
    expect(notPeriod.stderr).toContain('Not a daily period');
    const run = await runScript('settlement', ['run', 'daily', '2026-03-10'], env);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain('already settled');
    expect(run.stdout).toContain('paid now 0.00');
    const replay = await runScript('settlement', ['replay', 'daily', '2026-03-10'], env);
    expect(replay.code).toBe(0);
    expect(replay.stdout).toMatch(/demo_player .*4\.00.*now 4\.00/);
    // The (Manila) day that is still running cannot be run; preview works.
    const today = periodContaining('daily', clock.now().getTime()).key;
    expect((await runScript('settlement', ['run', 'daily', today], env)).code).toBe(1);
    const preview = await runScript('settlement', ['preview', 'daily', today], env);
    expect(preview.code).toBe(0);
    expect(preview.stdout).toContain('would pay');
    const { rows } = await test.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM admin_audit WHERE route LIKE '/admin/agent-settlement/%'`);
    expect(rows[0]?.n).toBeGreaterThanOrEqual(5);
  });

  it('terminates only when the other party confirms', async () => {
    // Sessions idle out while the test clock jumped a day: log in again.
    agentToken = await loginToken(app, 'demo_agent', 'Agent2026pass');
    playerToken = await loginToken(app, 'demo_player', 'Demo2026pass');
    expect((await act(agentToken, 'daily', { action: 'requestTermination', contractId: dailyId })).body.value).toMatchObject({ status: 'terminationPending' });
    expect((await act(agentToken, 'daily', { action: 'terminate', contractId: dailyId })).body.value).toMatchObject({ code: 'ownTermination' });
    const consolidated = envelope<ConsolidatedContracts>(await app.inject({ method: 'GET', url: CONSOLIDATED_PATH, headers: bearer(playerToken) })).value;
    expect(consolidated.dailysalreqtype).toBe(1);
    expect((await act(playerToken, 'daily', { action: 'terminate', contractId: dailyId })).body.value).toMatchObject({ status: 'terminated' });
    expect((await act(playerToken, 'daily', { action: 'terminate', contractId: dailyId })).body.value).toMatchObject({ code: 'notTerminationPending' });
  });
});
