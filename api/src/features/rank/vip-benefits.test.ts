/**
 * VIP benefits applied from the level's operator data (issue 22), on the app as buildApp wires it:
 * the operator's level routes (/admin/vip, audited, bad input a 4xx), the level's daily withdrawal
 * limits on withdrawal requests (amount and count, translated refusals, parallel requests), the date
 * of birth set once in the security centre and the birthday bonus paid once a year through the
 * ledger as a bonus with its turnover (which the withdrawal check then asks for).
 */
import type { FastifyInstance } from 'fastify';
import type { PlayerRank, SecurityStatus, VipLevels, WithdrawalOrder, WithdrawInfo } from '@suite/shared/contract';
import { checkLedger } from '../../ledger/ledger-check';
import { bearer, loginToken, memberIdOf, recordCalls, startAccountsApp } from '../../testing/accounts-kit';
import { fundWallet } from '../../testing/games-test-app';
import { envelope } from '../../testing/test-app';
import { TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';
import { ageOn, calendarDay } from '../security/birth-date';
import { birthdayReference, birthdaysOn, runBirthdayPass } from './vip-birthday';
import { bonusTurnover } from './vip-bonus';
import type { AdminVipLevel } from './vip-level-admin';

jest.setTimeout(120_000);

describe('birthday days and dates (pure)', () => {
  it('celebrates 29 February on 28 February of a common year only', () => {
    expect(birthdaysOn(new Date('2027-02-28T23:00:00Z'))).toEqual({ day: '2027-02-28', year: 2027, monthDays: ['02-28', '02-29'] });
    expect(birthdaysOn(new Date('2028-02-28T01:00:00Z')).monthDays).toEqual(['02-28']);
    expect(birthdaysOn(new Date('2028-02-29T01:00:00Z')).monthDays).toEqual(['02-29']);
  });
  it('knows real days and ages', () => {
    expect(calendarDay('2000-02-29')).toBe('2000-02-29');
    expect(calendarDay('2001-02-29')).toBeNull();
    expect(calendarDay('2001-13-01')).toBeNull();
    expect(ageOn('2008-06-15', '2026-06-14')).toBe(17);
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18);
  });
  it('rounds a bonus turnover to the cent', () => {
    expect(bonusTurnover('25.00', '2.00')).toBe('50.00');
    expect(bonusTurnover('10.01', '1.50')).toBe('15.02');
    expect(bonusTurnover('10.00', '0.00')).toBe('0.00');
  });
});

describe.each(TEST_DATABASE_KINDS)('VIP benefits on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  let token: string;
  let memberId: string;
  let accountId: string;
  let keys = 0;
  const newKey = () => `vipb-${kind}-${(keys += 1)}`;
  const { statuses, call, admin } = recordCalls(() => app);

  const get = <T>(url: string, language = 'es') =>
    call({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': language } }).then((response) => envelope<T>(response));
  const post = (url: string, payload: unknown, { key = true, language = 'es' }: { key?: boolean; language?: string } = {}) =>
    call({
      method: 'POST',
      url,
      payload: payload as string,
      headers: { ...bearer(token), 'accept-language': language, ...(key ? { 'idempotency-key': newKey() } : {}) },
    });
  const withdraw = (amount: string, language = 'es') => post('/wps/cashier/withdraw', { accountId, amount, paymentPassword: 'pay123' }, { language });
  const setLevel = async (level: number, change: Record<string, unknown>) => {
    const response = await admin('PUT', `/admin/vip/levels/${level}`, change);
    expect(response.statusCode).toBe(200);
    return envelope<AdminVipLevel>(response).value;
  };

  beforeAll(async () => {
    ({ app, test, close } = await startAccountsApp(kind));
    memberId = await memberIdOf(test);
    await test.db.query('UPDATE member SET club_rank_level = 1 WHERE id = $1', [memberId]);
    await fundWallet(test, memberId, '100000.00');
    token = await loginToken(app, 'demo_player', 'Demo2026pass');
    expect(envelope(await post('/wps/member/paymentPassword', { newPassword: 'pay123', confirmPassword: 'pay123' }, { key: false })).success).toBe(true);
    const bound = await post('/wps/cashier/withdraw/accounts', { kind: 'bank', provider: 'BPI', accountNo: '123456789', holderName: 'demo player' }, { key: false });
    accountId = envelope<{ id: string }>(bound).value.id;
  }, 240_000);
  afterAll(async () => {
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(await checkLedger(test.db)).toMatchObject({ ok: true });
    await close?.();
  }, 120_000);

  describe('the operator’s level data', () => {
    it('lists every level with its thresholds and benefits (level 0 is the base: no extra rebate)', async () => {
      const response = await admin('GET', '/admin/vip/levels');
      const { period, levels } = envelope<{ period: string; levels: AdminVipLevel[] }>(response).value;
      expect(period).toBe('month');
      expect(levels.map((level) => level.level)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(levels[0]).toMatchObject({ nameEs: 'Miembro', turnoverRequired: '0.00', rebatePercent: '0.00', dailyWithdrawCount: null, bonusTurnoverMultiplier: '1.00' });
      expect(levels[2]).toMatchObject({ nameEn: 'Silver', turnoverRequired: '10000.00', depositRequired: '1000.00', birthdayBonus: '20.00', dailyWithdrawLimit: '100000.00' });
    });

    it('changes a level, shows it to players at once, and audits what changed', async () => {
      const changed = await setLevel(1, { dailyWithdrawLimit: '500', dailyWithdrawCount: 3, birthdayBonus: '25.00', bonusTurnoverMultiplier: '2' });
      expect(changed).toMatchObject({ level: 1, dailyWithdrawLimit: '500.00', dailyWithdrawCount: 3, birthdayBonus: '25.00', bonusTurnoverMultiplier: '2.00' });
      const levels = envelope<VipLevels>(await call({ method: 'GET', url: '/wps/vip/levels' })).value;
      expect(levels.levels[1]).toMatchObject({ dailyWithdrawLimit: '500.00', dailyWithdrawCount: 3, birthdayBonus: '25.00', bonusTurnoverMultiplier: '2.00' });
      const { rows } = await test.db.query<{ operator: string; target: { result: { level: number; changed: Record<string, unknown> } } }>(
        `SELECT operator, target FROM admin_audit WHERE method = 'PUT' AND route LIKE '/admin/vip/levels/%' AND status = 200 ORDER BY id DESC LIMIT 1`,
      );
      expect(rows[0]).toMatchObject({ operator: 'dev', target: { result: { level: 1, changed: { dailyWithdrawLimit: ['50000.00', '500.00'], dailyWithdrawCount: [null, 3] } } } });
    });

    it.each([
      ['a level that is not a number', 'x', { rebatePercent: '1' }, 400],
      ['an unknown level', '99', { rebatePercent: '1' }, 404],
      ['nothing to change', '1', {}, 400],
      ['an unknown field', '1', { weeklyBonus: '1.00' }, 400],
      ['an amount as a number', '1', { turnoverRequired: 5 }, 400],
      ['a negative amount', '1', { upgradeBonus: '-1.00' }, 400],
      ['three decimals', '1', { birthdayBonus: '1.005' }, 400],
      ['a NUL byte', '1', { upgradeBonus: '1\u0000' }, 400],
      ['a rebate above 10 %', '1', { rebatePercent: '10.01' }, 400],
      ['a rebate of 100 %', '1', { rebatePercent: '100' }, 400],
      ['a count of 0', '1', { dailyWithdrawCount: 0 }, 400],
      ['a count as text', '1', { dailyWithdrawCount: 'many' }, 400],
      ['a withdrawal limit of 0', '1', { dailyWithdrawLimit: '0.00' }, 400],
      ['a multiplier above 1000', '1', { bonusTurnoverMultiplier: '1000.01' }, 400],
      ['turnover for level 0', '0', { turnoverRequired: '10.00' }, 400],
      ['an upgrade bonus for level 0', '0', { upgradeBonus: '10.00' }, 400],
      ['no turnover for level 1', '1', { turnoverRequired: '0' }, 400],
      ['less turnover than the level below', '2', { turnoverRequired: '999.99' }, 400],
      ['more turnover than the level above', '2', { turnoverRequired: '50000.00' }, 400],
      ['more deposits than the level above', '1', { depositRequired: '1000.01' }, 400],
    ])('refuses %s (%s) without changing anything', async (_name, level, body, status) => {
      const before = envelope<{ levels: AdminVipLevel[] }>(await admin('GET', '/admin/vip/levels')).value.levels;
      const response = await admin('PUT', `/admin/vip/levels/${level}`, body);
      expect(response.statusCode).toBe(status);
      expect(envelope(response).success).toBe(false);
      expect(envelope<{ levels: AdminVipLevel[] }>(await admin('GET', '/admin/vip/levels')).value.levels).toEqual(before);
    });

    it('needs an admin account', async () => {
      for (const [method, url] of [
        ['GET', '/admin/vip/levels'],
        ['PUT', '/admin/vip/levels/1'],
        ['GET', '/admin/vip/members/demo_player'],
        ['POST', '/admin/vip/birthday-pass'],
      ] as const) {
        const response = await call({ method, url, headers: { 'x-operator': 'dev', 'x-admin-token': 'wrong' }, ...(method === 'PUT' ? { payload: { rebatePercent: '1' } } : {}) });
        expect(response.statusCode).toBe(401);
      }
    });

    it("shows a member's level, progress, upgrades and birthday bonuses; an unknown account is a 404", async () => {
      const response = await admin('GET', '/admin/vip/members/DEMO_PLAYER');
      expect(envelope(response).value).toMatchObject({ account: 'demo_player', birthDate: null, rank: { level: 1, name: 'Bronze' }, upgrades: [], birthdayBonuses: [] });
      expect((await admin('GET', '/admin/vip/members/nobody_here')).statusCode).toBe(404);
      expect((await admin('GET', `/admin/vip/members/${encodeURIComponent('a\u0001b')}`)).statusCode).toBe(400);
    });
  });

  describe('the level’s daily withdrawal limits', () => {
    const refusal = (response: Awaited<ReturnType<typeof withdraw>>) => envelope<{ code: string }>(response);
    let first: WithdrawalOrder;

    it('allows withdrawals up to the daily amount, then refuses with what is left, in the member’s language', async () => {
      first = envelope<WithdrawalOrder>(await withdraw('300.00')).value;
      expect(first.status).toBe('pending');
      const es = refusal(await withdraw('300.00'));
      expect(es).toMatchObject({
        success: false,
        message: 'Su rango VIP Bronce (VIP 1) permite retirar hasta 500.00 al día; hoy ya solicitó 300.00, puede pedir 200.00 más',
        value: { code: 'vipWithdrawAmount', limit: '500.00', used: '300.00', left: '200.00' },
      });
      const en = refusal(await withdraw('300.00', 'en'));
      expect(en.message).toBe('Your VIP rank Bronze (VIP 1) allows withdrawals of up to 500.00 a day; you have asked for 300.00 today, so 200.00 more');
      expect(envelope<WithdrawalOrder>(await withdraw('200.00')).value.status).toBe('pending');
    });

    it('does not count a rejected withdrawal (its money came back), and then stops at the daily count', async () => {
      expect((await admin('POST', `/admin/cashier/withdrawals/${first.orderId}/reject`, { reason: 'test' })).statusCode).toBe(200);
      expect(envelope<WithdrawalOrder>(await withdraw('100.00')).value.status).toBe('pending');
      expect(envelope<WithdrawalOrder>(await withdraw('100.00')).value.status).toBe('pending');
      const es = refusal(await withdraw('100.00'));
      expect(es).toMatchObject({ success: false, value: { code: 'vipWithdrawCount', limit: 3, used: 3 } });
      expect(es.message).toBe('Su rango VIP Bronce (VIP 1) permite 3 retiros al día y hoy ya hizo 3: vuelva a intentarlo mañana (UTC)');
      expect(refusal(await withdraw('100.00', 'en')).message).toBe('Your VIP rank Bronze (VIP 1) allows 3 withdrawals a day and you have made 3 today: try again tomorrow (UTC)');
    });

    it('lets only what fits through when requests arrive together', async () => {
      await setLevel(1, { dailyWithdrawCount: null, dailyWithdrawLimit: '600.00' });
      // 400.00 asked today (200 + 100 + 100): 200.00 left, so two of five parallel 100.00 requests.
      const answers = await Promise.all(Array.from({ length: 5 }, () => withdraw('100.00')));
      expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
      const bodies = answers.map((answer) => envelope<WithdrawalOrder & { code?: string }>(answer));
      expect(bodies.filter((body) => body.success)).toHaveLength(2);
      expect(bodies.filter((body) => !body.success).map((body) => body.value.code)).toEqual(['vipWithdrawAmount', 'vipWithdrawAmount', 'vipWithdrawAmount']);
      const { rows } = await test.db.query<{ total: string }>(
        `SELECT sum(amount)::text AS total FROM withdrawal_order WHERE member_id = $1 AND status <> 'rejected'`,
        [memberId],
      );
      expect(rows[0]!.total).toBe('600.00');
    });

    it('follows the member’s level: a higher level’s limit applies once they hold it', async () => {
      await test.db.query('UPDATE member SET club_rank_level = 2 WHERE id = $1', [memberId]);
      try {
        expect(envelope<WithdrawalOrder>(await withdraw('1000.00')).value.status).toBe('pending');
      } finally {
        await test.db.query('UPDATE member SET club_rank_level = 1 WHERE id = $1', [memberId]);
      }
    });
  });

  describe('the birthday bonus', () => {
    const years = (n: number) => String(new Date().getUTCFullYear() - n);
    const birthdayRows = async () =>
      (await test.db.query<{ year: number; amount: string; level: number }>('SELECT year, amount::text AS amount, level FROM vip_birthday_bonus WHERE member_id = $1 ORDER BY year', [memberId]))
        .rows;

    it('takes the date of birth once, checked: a real day, an adult', async () => {
      expect((await get<SecurityStatus>('/wps/member/security')).value.birthDate).toBeNull();
      for (const body of [{ birthDate: '2001-02-29' }, { birthDate: '1899-12-31' }, { birthDate: '29/02/1996' }, { birthDate: 19960229 }, { birthDate: '1996-02-29', other: 1 }, {}]) {
        const response = await post('/wps/member/security/birthDate', body, { key: false });
        expect(response.statusCode).toBe(400);
      }
      const young = await post('/wps/member/security/birthDate', { birthDate: `${years(10)}-01-01` }, { key: false });
      expect(envelope(young)).toMatchObject({ success: false, message: 'Debe tener al menos 18 años', value: { code: 'birthDateTooYoung' } });
      const set = await post('/wps/member/security/birthDate', { birthDate: '1996-02-29' }, { key: false });
      expect(envelope<SecurityStatus>(set).value).toMatchObject({ birthDate: '1996-02-29', hasPaymentPassword: true });
      const again = await post('/wps/member/security/birthDate', { birthDate: '1990-01-01' }, { key: false, language: 'en' });
      expect(envelope(again)).toMatchObject({ success: false, value: { code: 'birthDateSet' } });
      expect(envelope(again).message).toContain('customer service');
      expect((await get<SecurityStatus>('/wps/member/security')).value.birthDate).toBe('1996-02-29');
      expect((await call({ method: 'POST', url: '/wps/member/security/birthDate', payload: { birthDate: '1996-02-29' } })).statusCode).toBe(401);
    });

    it('pays nothing on another day, nor to a level without a birthday bonus', async () => {
      const weak = await memberIdOf(test, 'demo_weak');
      await test.db.query(`UPDATE member SET birth_date = '1990-03-15' WHERE id = $1`, [weak]);
      expect((await runBirthdayPass(test.db, new Date('2027-03-01T12:00:00Z'))).paid).toEqual([]);
      // demo_weak is VIP 0: no birthday bonus.
      expect((await runBirthdayPass(test.db, new Date('2027-03-15T12:00:00Z'))).paid).toEqual([]);
      expect(await birthdayRows()).toEqual([]);
    });

    it('pays the level’s bonus once on the birthday (29 February on the 28th of a common year), as a bonus with its turnover', async () => {
      const pass = await runBirthdayPass(test.db, new Date('2027-02-28T08:00:00Z'));
      expect(pass).toEqual({ day: '2027-02-28', paid: [{ account: 'demo_player', level: 1, amount: '25.00', turnover: '50.00' }] });
      expect((await runBirthdayPass(test.db, new Date('2027-02-28T20:00:00Z'))).paid).toEqual([]);
      expect(await birthdayRows()).toEqual([{ year: 2027, amount: '25.00', level: 1 }]);
      const journals = await test.db.query<{ reference: string; amount: string }>(
        `SELECT j.reference, p.amount::text AS amount FROM ledger_journal j
           JOIN ledger_posting p ON p.journal_id = j.id JOIN ledger_account a ON a.id = p.account_id AND a.owner = 'member'
          WHERE j.kind = 'vip_birthday' AND j.member_id = $1`,
        [memberId],
      );
      expect(journals.rows).toEqual([{ reference: birthdayReference(memberId, 2027), amount: '25.00' }]);
      const bonus = await test.db.query<{ name: string; turnover_required: string; status: string }>(
        `SELECT name, turnover_required::text AS turnover_required, status FROM member_bonus WHERE member_id = $1 ORDER BY id DESC LIMIT 1`,
        [memberId],
      );
      expect(bonus.rows[0]).toEqual({ name: 'Bono de cumpleaños VIP 2027', turnover_required: '50.00', status: 'active' });
      const message = await test.db.query<{ content: string }>(`SELECT content FROM member_message WHERE member_id = $1 AND title = '¡Feliz cumpleaños!'`, [memberId]);
      expect(message.rows).toEqual([{ content: 'Por su cumpleaños, su bono VIP de P 25.00 (Bronce (VIP 1)) se acreditó en su billetera principal. Debe apostar P 50.00 en apuestas válidas antes de retirarlo.' }]);
      // The withdrawal check asks for its turnover, as for every bonus.
      const info = (await get<WithdrawInfo>('/wps/cashier/withdraw/info')).value;
      expect(info.turnoverBlock).toMatchObject({ bonusName: 'Bono de cumpleaños VIP 2027', required: '50.00' });
    });

    it('pays once a year even when passes run together, and again the next year on the day itself', async () => {
      expect((await runBirthdayPass(test.db, new Date('2028-02-28T08:00:00Z'))).paid).toEqual([]);
      const passes = await Promise.all(Array.from({ length: 4 }, () => runBirthdayPass(test.db, new Date('2028-02-29T08:00:00Z'))));
      expect(passes.flatMap((pass) => pass.paid)).toHaveLength(1);
      expect((await birthdayRows()).map((row) => row.year)).toEqual([2027, 2028]);
      const view = envelope<{ birthDate: string; birthdayBonuses: { year: number }[] }>(await admin('GET', '/admin/vip/members/demo_player')).value;
      expect(view).toMatchObject({ birthDate: '1996-02-29', birthdayBonuses: [{ year: 2028 }, { year: 2027 }] });
    });

    it('runs today’s pass for the operator (audited)', async () => {
      const response = await admin('POST', '/admin/vip/birthday-pass');
      expect(response.statusCode).toBe(200);
      expect(envelope<{ day: string }>(response).value.day).toBe(new Date().toISOString().slice(0, 10));
      const { rows } = await test.db.query(`SELECT 1 FROM admin_audit WHERE route = '/admin/vip/birthday-pass' AND status = 200`);
      expect(rows.length).toBeGreaterThanOrEqual(1);
    });
  });

  it('keeps the member’s rank readable after all this', async () => {
    expect((await get<PlayerRank>('/wps/member/rank')).value).toMatchObject({ level: 1 });
  });
});
