/**
 * Lottery bets against the wager and loss limits (PGlite and PostgreSQL): 20 parallel bets never pass
 * either limit together (the member's lock is taken first in each bet's transaction, before the draw's
 * share lock and the ledger's), the refusal is the contract's LimitRefusal with HTTP 403, a stake counts
 * as a potential loss, and nothing of a refused bet is stored or debited. On the lottery routes alone
 * (fake login, clock moved by hand); members are real rows, limits set as the player's call sets them.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { LaunchResult, LimitRefusal } from '@suite/shared/contract';
import type { Database } from '../../db/database';
import { prepareDatabase } from '../../db/prepare';
import { memberAccount, readAccountBalance } from '../../ledger/ledger';
import { checkLedger } from '../../ledger/ledger-check';
import { envelope } from '../../testing/test-app';
import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';
import { runDrawTick } from '../lottery/draw-tick';
import { fixedDigits, manualClock, resetLotteries } from '../lottery/testing/lottery-fixtures';
import { loginAs, lotteryTestApp } from '../lottery/testing/lottery-test-app';
import { setPlayerLimit } from './limits';
import { newMember } from './testing/responsible-kit';

jest.setTimeout(180_000);

/** Saturday 2026-01-31, 15:00:10 in Vietnam: VN_HCM's draw 20260131 is open until 09:00 UTC. */
const T0 = '2026-01-31T08:00:10.000Z';

describe.each(TEST_DATABASE_KINDS)('lottery bets against safer-gambling limits on %s', (kind) => {
  let test: TestDatabase;
  let db: Database;
  let app: FastifyInstance;
  const statuses: number[] = [];
  let keys = 0;

  beforeAll(async () => {
    test = await openTestDatabase(kind);
    db = test.db;
    await prepareDatabase(db);
    app = await lotteryTestApp(db, manualClock(T0));
    await resetLotteries(db);
    for (const at of ['2026-01-30T12:00:00.000Z', T0]) await runDrawTick(db, Date.parse(at), fixedDigits);
  });
  afterAll(async () => {
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(await checkLedger(db)).toMatchObject({ ok: true });
    await app.close();
    await test.dispose();
  });

  const call = async (options: InjectOptions) => {
    const response = await app.inject(options);
    statuses.push(response.statusCode);
    return response;
  };
  async function lobby(memberId: string): Promise<string> {
    const query = new URLSearchParams({ lottoArea: 'VN', launchMode: 'LOTT', prizeMode: 'SEA', view: 'betting', device: 'WEB', backUrl: '/', language: 'en', gameCode: 'VN_HCM' });
    const { content } = envelope<LaunchResult>(await call({ method: 'GET', url: `/lgw/games/launch?${query}`, headers: loginAs(memberId) })).value;
    return /^\/lotto\/lobby\/([A-Za-z0-9_-]{32})\?/.exec(content)?.[1] as string;
  }
  const bet = (token: string) =>
    call({
      method: 'POST',
      url: `/lotto/lobby/${token}/bets`,
      payload: { gameCode: 'VN_HCM', numero: '20260131', playType: 'BAO_LO_2', picks: ['07'], stakePerNumber: '2.00' },
      headers: { 'idempotency-key': `lot-limit-${kind}-${(keys += 1)}`, 'accept-language': 'en' },
    });
  const bets = async (memberId: string) => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM lottery_bet WHERE member_id = $1', [memberId])).rows[0]!.n;

  it.each([
    ['wager', '20.00', 10],
    ['loss', '11.00', 5],
  ] as const)('never lets 20 parallel bets pass a %s limit of %s', async (limitKind, amount, fits) => {
    const { id } = await newMember(db, `lot_${limitKind}`, '100.00');
    await setPlayerLimit(db, id, limitKind, 'day', amount, new Date());
    const token = await lobby(id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => bet(token)));
    expect(answers.filter((response) => response.statusCode === 200)).toHaveLength(fits);
    const refused = answers.filter((response) => response.statusCode !== 200);
    expect(refused).toHaveLength(20 - fits);
    for (const response of refused) {
      const body = envelope<LimitRefusal>(response);
      expect({ status: response.statusCode, success: body.success }).toEqual({ status: 403, success: false });
      expect(body.value).toMatchObject({ code: 'limitReached', kind: limitKind, window: 'day', limit: amount, used: `${fits * 2}.00` });
      expect(body.message).toMatch(new RegExp(`^You have reached your 24-hour ${limitKind} limit`));
    }
    expect(await bets(id)).toBe(fits);
    expect(await readAccountBalance(db, memberAccount(id, 'MAIN'))).toBe(`${100 - fits * 2}.00`);
  });
});
