import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type {
  ActivityApplication,
  ClaimRaffleResult,
  ClaimRewardResult,
  MyApplication,
  Page,
  PromotionDetail,
  PromotionList,
  RewardPage,
  Winner,
} from '@suite/shared/contract';
import { checkLedger } from '../../ledger/ledger-check';
import { memberAccount, readAccountBalance } from '../../ledger/ledger';
import { bearer, createClock, loginToken, memberIdOf, recordCalls, startAccountsApp, type TestClock } from '../../testing/accounts-kit';
import { fundWallet } from '../../testing/games-test-app';
import { envelope } from '../../testing/test-app';
import { TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';
import { createPlaySession, playRound, type PlaySession } from '../launch/play-repository';
import { ADMIN_APPLICATIONS_PATH, ADMIN_WINNER_RULE_PATH } from './promotion-admin-routes';
import type { AdminApplication } from './promotion-repository';

const LIST = '/wps/promotions';
const DETAIL = '/wps/promotions/detail';
const JOIN = '/wps/promotions/join';
const APPLY = '/wps/promotions/apply';
const RAFFLE = '/wps/relay/MCS2_claimRafflePromotion';
const REWARDS = '/wps/member/rewards';
const CLAIM = '/wps/member/rewards/claim';
const BOARD = '/wps/relay/GCSGAME_getWinnerBoard';
const MY_APPLICATIONS = '/wps/promotions/applications';
const MY_IMAGE = '/wps/promotions/applications/image';

const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const PNG = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;
const JPEG_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);
const JPEG = `data:image/jpeg;base64,${JPEG_BYTES.toString('base64')}`;
/** A real JPEG sent under a .png name (the browser's type comes from the name): accepted, read as JPEG. */
const JPEG_NAMED_PNG = `data:image/png;base64,${JPEG_BYTES.toString('base64')}`;
/** A text file renamed .png. */
const FAKE_PNG = `data:image/png;base64,${Buffer.from('this is not an image at all, only text').toString('base64')}`;
const bigPng = (megabytes: number) =>
  `data:image/png;base64,${Buffer.concat([PNG_BYTES, Buffer.alloc(Math.round(megabytes * 1024 * 1024) - PNG_BYTES.length)]).toString('base64')}`;

jest.setTimeout(120_000);

describe.each(TEST_DATABASE_KINDS)('promotions on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  let clock: TestClock;
  let token: string;
  let agentToken: string;
  let memberId: string;
  const { statuses, call, admin } = recordCalls(() => app);
  let keyCounter = 0;
  const newKey = () => `promo-key-${kind}-${(keyCounter += 1)}`;

  beforeAll(async () => {
    clock = createClock(Date.parse('2026-11-27T10:00:00Z'));
    ({ app, test, close } = await startAccountsApp(kind, { now: clock.now }));
    token = await loginToken(app, 'demo_player', 'Demo2026pass');
    agentToken = await loginToken(app, 'demo_agent', 'Agent2026pass');
    memberId = await memberIdOf(test);
  }, 240_000);
  afterAll(async () => {
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(await checkLedger(test.db)).toMatchObject({ ok: true });
    await close();
  }, 120_000);

  const get = (url: string, as: string | null = token, language = 'es') =>
    call({ method: 'GET', url, headers: { ...(as ? bearer(as) : {}), 'accept-language': language } });
  const post = (url: string, payload: unknown, { as = token, key = null, language = 'es' }: { as?: string | null; key?: string | null; language?: string } = {}) =>
    call({
      method: 'POST',
      url,
      payload: payload as InjectOptions['payload'],
      headers: { ...(as ? bearer(as) : {}), ...(key ? { 'idempotency-key': key } : {}), 'accept-language': language },
    });
  const detail = async (id: string, as: string | null = token) => envelope<PromotionDetail>(await get(`${DETAIL}?id=${id}`, as)).value;
  const mainBalance = async () => readAccountBalance(test.db, memberAccount(memberId, 'MAIN'));
  const expectBadInput = (response: LightMyRequestResponse, code: string) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, value: { code } });
    return response.json() as { message: string };
  };
  const expectRefusal = (response: LightMyRequestResponse, code: string) => {
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: false, value: { code } });
  };

  it('lists promotions by category with their period status; visitors see them too', async () => {
    const all = envelope<PromotionList>(await get(LIST, null)).value;
    expect(all.categories).toEqual(['newcomer', 'casino', 'sports', 'lottery', 'special']);
    const byId = Object.fromEntries(all.list.map((promotion) => [promotion.id, promotion]));
    expect(byId['welcome-bonus']).toMatchObject({ category: 'newcomer', action: 'apply', periodStatus: 'process', status: 'process', memberStatus: null });
    expect(byId['sports-first-bet']).toMatchObject({ periodStatus: 'comingSoon', status: 'comingSoon', startsAt: '2031-01-01T00:00:00.000Z' });
    expect(byId['summer-festival']).toMatchObject({ periodStatus: 'closed', status: 'closed' });
    expect(byId['weekend-raffle']).toMatchObject({ action: 'claim', imageUrl: '/wps/static/promotions/weekend-raffle.svg?lang=es' });
    // In process first, then coming soon, then closed.
    const order = all.list.map((promotion) => promotion.periodStatus);
    expect(order.indexOf('closed')).toBeGreaterThan(order.lastIndexOf('comingSoon'));
    expect(order.lastIndexOf('process')).toBeLessThan(order.indexOf('comingSoon'));

    const casino = envelope<PromotionList>(await get(`${LIST}?category=casino`, null, 'en')).value;
    expect(casino.list.map((promotion) => promotion.category)).toEqual(casino.list.map(() => 'casino'));
    expect(casino.list.find((promotion) => promotion.id === 'big-win-showcase')?.title).toBe('Share your big win');
    expect((await get(`${LIST}?category=poker`, null)).statusCode).toBe(400);
    expect((await get(`${LIST}?other=1`, null)).statusCode).toBe(400);
    // A stale token is a visitor here, not a 401.
    expect((await get(LIST, 'not-a-real-token')).statusCode).toBe(200);
  });

  it('shows the detail with rich text and terms; an unknown id is a 404', async () => {
    const showcase = await detail('big-win-showcase', null);
    expect(showcase).toMatchObject({ action: 'apply', rewardAmount: '20.00', turnoverMultiplier: '1.00', application: null, memberStatus: null });
    expect(showcase.content).toContain('<strong>');
    expect(showcase.terms).toContain('<ol>');
    const missing = await get(`${DETAIL}?id=no-such-promo`, null, 'en');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: 'The promotion was not found', value: { code: 'promotionNotFound' } });
    expect((await get(`${DETAIL}?id=${'x'.repeat(41)}`, null)).statusCode).toBe(400);
    expect((await get(DETAIL, null)).statusCode).toBe(400);
  });

  it('joins a join promotion once; refuses the wrong action, a closed or coming promotion, and visitors', async () => {
    const joined = await post(JOIN, { promotionId: 'daily-rebate' });
    expect(envelope(joined).value).toEqual({ promotionId: 'daily-rebate', memberStatus: 'joined' });
    expect(envelope(await post(JOIN, { promotionId: 'daily-rebate' })).success).toBe(true);
    expect(await detail('daily-rebate')).toMatchObject({ memberStatus: 'joined', status: 'joined' });
    expectRefusal(await post(JOIN, { promotionId: 'welcome-bonus' }), 'promotionWrongAction');
    expectRefusal(await post(JOIN, { promotionId: 'summer-festival' }), 'promotionNotOpen');
    expectRefusal(await post(JOIN, { promotionId: 'lucky-numbers' }), 'promotionNotOpen');
    expectRefusal(await post(JOIN, { promotionId: 'nothing-here' }), 'promotionNotFound');
    expect((await post(JOIN, { promotionId: 'daily-rebate' }, { as: null })).statusCode).toBe(401);
    expect((await post(JOIN, { promotionId: 12 })).statusCode).toBe(400);
    expect((await post(JOIN, { promotionId: 'Daily Rebate' })).statusCode).toBe(400);
  });

  it('checks an application: not an image, 6 MB, 4 files, 141 characters, no age confirmation: each a translated 400', async () => {
    const base = { promotionId: 'big-win-showcase', comment: 'Mi gran premio', images: [PNG], ageConfirmed: true };
    const notImage = expectBadInput(await post(APPLY, { ...base, images: [PNG, FAKE_PNG] }), 'notAnImage');
    expect(notImage.message).toBe('El archivo 2 no es una imagen png o jpg');
    expect(expectBadInput(await post(APPLY, { ...base, images: [FAKE_PNG] }, { language: 'en' }), 'notAnImage').message).toBe('File 1 is not a png or jpg image');
    expect(expectBadInput(await post(APPLY, { ...base, images: [bigPng(6)] }), 'imageTooLarge').message).toBe('La imagen 1 pesa más de 5 MB');
    expect(expectBadInput(await post(APPLY, { ...base, images: [PNG, PNG, JPEG, PNG] }, { language: 'en' }), 'tooManyImages').message).toBe(
      'You can attach 3 images at most',
    );
    const long = expectBadInput(await post(APPLY, { ...base, comment: 'x'.repeat(141) }), 'commentTooLong');
    expect(long.message).toBe('El comentario tiene 141 caracteres: el máximo es 140');
    expectBadInput(await post(APPLY, { ...base, comment: '   ' }), 'commentRequired');
    expectBadInput(await post(APPLY, { ...base, ageConfirmed: false }), 'ageNotConfirmed');
    expectBadInput(await post(APPLY, { promotionId: base.promotionId, comment: base.comment }), 'ageNotConfirmed');
    expect((await post(APPLY, { ...base, ageConfirmed: 'true' })).statusCode).toBe(400);
    expect((await post(APPLY, { ...base, images: 'x' })).statusCode).toBe(400);
    expect((await post(APPLY, { ...base, comment: 'a\u0000b' })).statusCode).toBe(400);
    // 140 characters of emoji count as 140, not 280 UTF-16 units: nothing stored so far.
    const { rows } = await test.db.query('SELECT 1 FROM promotion_application');
    expect(rows).toHaveLength(0);
  });

  let applicationId: string;
  it('takes an application with two images (type from the bytes), once', async () => {
    const comment = '🎰'.repeat(140);
    const response = await post(APPLY, { promotionId: 'big-win-showcase', comment, images: [PNG, JPEG_NAMED_PNG], ageConfirmed: true });
    const application = envelope<ActivityApplication>(response).value;
    expect(application).toMatchObject({ status: 'applying', comment, imageCount: 2, rewardId: null, decidedAt: null });
    applicationId = application.applicationId;
    const { rows } = await test.db.query<{ mime: string }>('SELECT mime FROM promotion_application_image WHERE application_id = $1 ORDER BY position', [applicationId]);
    expect(rows.map((row) => row.mime)).toEqual(['image/png', 'image/jpeg']);
    expectRefusal(await post(APPLY, { promotionId: 'big-win-showcase', comment: 'otra vez', ageConfirmed: true }), 'alreadyApplied');
    expectRefusal(await post(APPLY, { promotionId: 'daily-rebate', comment: 'hola', ageConfirmed: true }), 'promotionWrongAction');
    expectRefusal(await post(APPLY, { promotionId: 'sports-first-bet', comment: 'hola', ageConfirmed: true }), 'promotionNotOpen');
    expect(await detail('big-win-showcase')).toMatchObject({ memberStatus: 'applying', status: 'applying', application: { applicationId, status: 'applying' } });
  });

  it('the operator approves: the bonus waits in the reward centre; parallel claims credit it once', async () => {
    const listed = envelope<AdminApplication[]>(await admin('GET', ADMIN_APPLICATIONS_PATH)).value;
    expect(listed).toEqual([expect.objectContaining({ applicationId, account: 'demo_player', promotionId: 'big-win-showcase', imageCount: 2 })]);
    expect((await call({ method: 'POST', url: `${ADMIN_APPLICATIONS_PATH}/${applicationId}/approve` })).statusCode).toBe(401);
    const approved = envelope<AdminApplication>(await admin('POST', `${ADMIN_APPLICATIONS_PATH}/${applicationId}/approve`)).value;
    expect(approved).toMatchObject({ status: 'issued', decidedBy: 'dev' });
    expect((await admin('POST', `${ADMIN_APPLICATIONS_PATH}/${applicationId}/approve`)).statusCode).toBe(409);
    const { rows: audit } = await test.db.query<{ status: number }>(`SELECT status FROM admin_audit WHERE route LIKE '/admin/promotions/applications/%approve' ORDER BY id`);
    expect(audit.map((row) => Number(row.status))).toEqual([401, 200, 409]);

    const rewards = envelope<RewardPage>(await get(REWARDS)).value;
    const reward = rewards.list.find((item) => item.rewardId === approved.rewardId);
    expect(reward).toMatchObject({ source: 'promotion', title: 'Comparte tu gran premio', amount: '20.00', turnoverRequired: '20.00', state: 'issued' });
    expect(await detail('big-win-showcase')).toMatchObject({ memberStatus: 'issued', application: { status: 'issued', rewardId: approved.rewardId } });
    const { rows: inbox } = await test.db.query<{ title: string }>('SELECT title FROM member_message WHERE member_id = $1 ORDER BY id DESC LIMIT 1', [memberId]);
    expect(inbox[0]?.title).toBe('Solicitud aprobada: Comparte tu gran premio');

    const before = await mainBalance();
    const claims = await Promise.all([1, 2, 3, 4].map(() => post(CLAIM, { rewardId: approved.rewardId }, { key: newKey() })));
    const successes = claims.filter((response) => response.json().success === true);
    expect(successes).toHaveLength(1);
    expect(claims.every((response) => response.statusCode === 200 || response.statusCode === 409)).toBe(true);
    expect(envelope<ClaimRewardResult>(successes[0] as LightMyRequestResponse).value.amount).toBe('20.00');
    const after = await mainBalance();
    expect(Number(after) - Number(before)).toBeCloseTo(20, 2);
    expect(await detail('big-win-showcase')).toMatchObject({ memberStatus: 'claimed', status: 'claimed', application: { status: 'claimed' } });
    const { rows: bonus } = await test.db.query('SELECT 1 FROM member_bonus WHERE member_id = $1 AND name = $2', [memberId, 'Comparte tu gran premio']);
    expect(bonus).toHaveLength(1);
  });

  it('the operator rejects with a reason; the member may apply again', async () => {
    const first = envelope<ActivityApplication>(await post(APPLY, { promotionId: 'welcome-bonus', comment: 'Mi primer depósito', images: [JPEG], ageConfirmed: true }, { as: agentToken })).value;
    expect((await admin('POST', `${ADMIN_APPLICATIONS_PATH}/${first.applicationId}/reject`, { reason: '  ' })).statusCode).toBe(400);
    expect((await admin('POST', `${ADMIN_APPLICATIONS_PATH}/${first.applicationId}/reject`, {})).statusCode).toBe(400);
    const rejected = envelope<AdminApplication>(await admin('POST', `${ADMIN_APPLICATIONS_PATH}/${first.applicationId}/reject`, { reason: 'Falta la captura del depósito' })).value;
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: 'Falta la captura del depósito', rewardId: null });
    expect(await detail('welcome-bonus', agentToken)).toMatchObject({ memberStatus: 'rejected', application: { status: 'rejected', rejectReason: 'Falta la captura del depósito' } });
    expect((await admin('POST', `${ADMIN_APPLICATIONS_PATH}/999999/approve`)).statusCode).toBe(404);
    expect((await admin('POST', `${ADMIN_APPLICATIONS_PATH}/abc/approve`)).statusCode).toBe(400);
    expect((await admin('GET', `${ADMIN_APPLICATIONS_PATH}?status=nope`)).statusCode).toBe(400);
    const again = await post(APPLY, { promotionId: 'welcome-bonus', comment: 'Ahora con la captura', images: [PNG], ageConfirmed: true }, { as: agentToken });
    expect(envelope<ActivityApplication>(again).value.status).toBe('applying');
  });

  it("lists the member's own applications, newest first, with the translated title and the claimed state", async () => {
    const mine = envelope<Page<MyApplication>>(await get(MY_APPLICATIONS)).value;
    expect(mine).toMatchObject({ totalCount: 1, totalPages: 1 });
    expect(mine.list).toEqual([
      expect.objectContaining({ applicationId, promotionId: 'big-win-showcase', promotionTitle: 'Comparte tu gran premio', status: 'claimed', imageCount: 2 }),
    ]);
    expect(envelope<Page<MyApplication>>(await get(MY_APPLICATIONS, token, 'en')).value.list[0]?.promotionTitle).toBe('Share your big win');
    // The agent's: a rejected one (with its reason) and the new one, newest first; never the player's.
    const agents = envelope<Page<MyApplication>>(await get(`${MY_APPLICATIONS}?pageNo=1&pageSize=1`, agentToken)).value;
    expect(agents).toMatchObject({ totalCount: 2, totalPages: 2, list: [{ status: 'applying', promotionId: 'welcome-bonus' }] });
    const older = envelope<Page<MyApplication>>(await get(`${MY_APPLICATIONS}?pageNo=2&pageSize=1`, agentToken)).value;
    expect(older.list).toEqual([expect.objectContaining({ status: 'rejected', rejectReason: 'Falta la captura del depósito' })]);
    for (const query of ['?pageSize=51', '?pageNo=0', '?memberId=1', '?pageSize=%00']) expect((await get(`${MY_APPLICATIONS}${query}`)).statusCode).toBe(400);
    expect((await get(MY_APPLICATIONS, null)).statusCode).toBe(401);
  });

  it("gives the member their own images only, as sent (type from the bytes)", async () => {
    const first = envelope<{ mime: string; dataUrl: string }>(await get(`${MY_IMAGE}?applicationId=${applicationId}&position=1`)).value;
    expect(first).toEqual({ mime: 'image/png', dataUrl: PNG });
    const second = envelope<{ mime: string; dataUrl: string }>(await get(`${MY_IMAGE}?applicationId=${applicationId}&position=2`)).value;
    expect(second).toEqual({ mime: 'image/jpeg', dataUrl: `data:image/jpeg;base64,${JPEG_BYTES.toString('base64')}` });
    // Another member's image and a missing one: the same 404.
    const foreign = await get(`${MY_IMAGE}?applicationId=${applicationId}&position=1`, agentToken);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ success: false, value: { code: 'imageNotFound' } });
    expect((await get(`${MY_IMAGE}?applicationId=${applicationId}&position=3`)).statusCode).toBe(404);
    for (const query of ['', `?applicationId=${applicationId}`, `?applicationId=${applicationId}&position=4`, '?applicationId=abc&position=1', `?applicationId=${'9'.repeat(19)}&position=1`]) {
      expect((await get(`${MY_IMAGE}${query}`)).statusCode).toBe(400);
    }
  });

  it("serves the operator an application and its images' bytes with their type, audited", async () => {
    const shown = envelope<AdminApplication>(await admin('GET', `${ADMIN_APPLICATIONS_PATH}/${applicationId}`)).value;
    expect(shown).toMatchObject({ applicationId, account: 'demo_player', status: 'claimed', imageCount: 2, promotionTitle: 'Share your big win' });
    const png = await admin('GET', `${ADMIN_APPLICATIONS_PATH}/${applicationId}/images/1`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['x-content-type-options']).toBe('nosniff');
    expect(png.rawPayload.equals(PNG_BYTES)).toBe(true);
    const jpeg = await admin('GET', `${ADMIN_APPLICATIONS_PATH}/${applicationId}/images/2`);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.rawPayload.equals(JPEG_BYTES)).toBe(true);
    expect((await admin('GET', `${ADMIN_APPLICATIONS_PATH}/${applicationId}/images/3`)).statusCode).toBe(404);
    expect((await admin('GET', `${ADMIN_APPLICATIONS_PATH}/${applicationId}/images/0`)).statusCode).toBe(400);
    expect((await admin('GET', `${ADMIN_APPLICATIONS_PATH}/999999`)).statusCode).toBe(404);
    expect((await admin('GET', `${ADMIN_APPLICATIONS_PATH}/abc`)).statusCode).toBe(400);
    expect((await call({ method: 'GET', url: `${ADMIN_APPLICATIONS_PATH}/${applicationId}/images/1` })).statusCode).toBe(401);
    const { rows } = await test.db.query<{ status: number; target: { result?: { bytes?: number } } }>(
      `SELECT status, target FROM admin_audit WHERE route LIKE '/admin/promotions/applications/%/images/%' ORDER BY id`,
    );
    expect(rows.map((row) => Number(row.status))).toEqual([200, 200, 404, 400, 401]);
    expect(rows[0]!.target.result).toMatchObject({ position: 1, bytes: PNG_BYTES.length });
  });

  it('claims a raffle prize once per member: the same key answers again, parallel keys credit once', async () => {
    const before = await mainBalance();
    const key = newKey();
    const first = await post(RAFFLE, { promotionId: 'weekend-raffle' }, { key });
    expect(envelope<ClaimRaffleResult>(first).value).toEqual({ prizeName: 'Sorteo de fin de semana', amount: '8.88' });
    const repeated = await post(RAFFLE, { promotionId: 'weekend-raffle' }, { key });
    expect(repeated.json()).toEqual(first.json());
    expectRefusal(await post(RAFFLE, { promotionId: 'weekend-raffle' }, { key: newKey() }), 'alreadyClaimed');
    expect(Number(await mainBalance()) - Number(before)).toBeCloseTo(8.88, 2);
    expect(await detail('weekend-raffle')).toMatchObject({ memberStatus: 'claimed' });
    // Another member, four claims at once under different keys: one prize.
    const agentClaims = await Promise.all([1, 2, 3, 4].map(() => post(RAFFLE, { promotionId: 'weekend-raffle' }, { as: agentToken, key: newKey() })));
    expect(agentClaims.filter((response) => response.json().success === true)).toHaveLength(1);
    expect((await post(RAFFLE, { promotionId: 'weekend-raffle' })).statusCode).toBe(400);
    expectRefusal(await post(RAFFLE, { promotionId: 'daily-rebate' }, { key: newKey() }), 'promotionWrongAction');
    expectRefusal(await post(RAFFLE, { promotionId: 'summer-festival' }, { key: newKey() }), 'promotionWrongAction');
    expect((await post(RAFFLE, { promotionId: 'Weekend Raffle' }, { key: newKey() })).statusCode).toBe(400);
    const { rows } = await test.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM member_reward WHERE source = 'raffle' AND title_es = 'Sorteo de fin de semana'`);
    expect(rows[0]?.n).toBe(2);
  });

  it('puts a big spin on the winner board (masked name, money string, newest first); small wins stay off', async () => {
    expect((await admin('PUT', ADMIN_WINNER_RULE_PATH, { minWin: '50.00', minMultiplier: 'x' })).statusCode).toBe(400);
    expect((await admin('PUT', ADMIN_WINNER_RULE_PATH, { minWin: 50, minMultiplier: '10' })).statusCode).toBe(400);
    expect(envelope(await admin('PUT', ADMIN_WINNER_RULE_PATH, { minWin: '50.00', minMultiplier: '10' })).value).toEqual({ minWin: '50.00', minMultiplier: '10', size: 20 });
    await fundWallet(test, memberId, '1000.00');
    const { rows } = await test.db.query<{ id: number; name: string; min_bet: string }>(
      `SELECT g.id, g.name, g.min_bet::text AS min_bet FROM game g WHERE g.game_type = 'RNG' ORDER BY g.id LIMIT 1`,
    );
    const game = rows[0] as { id: number; name: string; min_bet: string };
    await createPlaySession(test.db, { memberId, gameId: game.id, roomId: null, minBet: game.min_bet, maxBet: '100.00', loginTokenHash: 'test', now: clock.now() });
    const { rows: sessions } = await test.db.query<{ id: number }>('SELECT id FROM game_session WHERE member_id = $1 ORDER BY id DESC LIMIT 1', [memberId]);
    const { rows: vendors } = await test.db.query<{ vassalage: string; display_name: string }>(
      'SELECT v.vassalage, v.display_name FROM game g JOIN game_vendor v ON v.vassalage = g.vassalage WHERE g.id = $1',
      [game.id],
    );
    const session: PlaySession = {
      id: Number(sessions[0]?.id),
      memberId,
      gameId: game.id,
      gameName: game.name,
      gameType: 'RNG',
      vassalage: vendors[0]?.vassalage as string,
      vendorName: vendors[0]?.display_name as string,
      roomId: null,
      minBet: game.min_bet,
      maxBet: '100.00',
    };
    // Reel stop 0 is SEVEN on every reel: 300 times the stake. Stops 19, 0, 5 (CHERRY, SEVEN, BELL): one cherry, 0.4 times.
    const first = await playRound(test.db, session, { idempotencyKey: 'winner-big-1', amount: '1.00' }, () => 0);
    expect(first.win).toBe('300.00');
    const stops = [19, 0, 5];
    const cherry = await playRound(test.db, session, { idempotencyKey: 'winner-cherry-1', amount: '1.00' }, () => stops.shift() as number);
    expect(cherry.win).toBe('0.40');
    clock.advance(1000);
    const second = await playRound(test.db, session, { idempotencyKey: 'winner-big-2', amount: '2.00' }, () => 0);
    expect(second.win).toBe('600.00');
    const board = envelope<Winner[]>(await get(BOARD, null)).value;
    expect(board).toEqual([
      { account: 'de***r', gameName: game.name, vendor: session.vendorName, amount: '600.00', time: expect.any(String) },
      { account: 'de***r', gameName: game.name, vendor: session.vendorName, amount: '300.00', time: expect.any(String) },
    ]);
    expect((await get(`${BOARD}?x=1`, null)).statusCode).toBeLessThan(500);
  });
});
