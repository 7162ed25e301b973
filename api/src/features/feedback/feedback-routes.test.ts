import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { FeedbackEntry, FeedbackSettings, Page } from '@suite/shared/contract';
import { bearer, loginToken, startAccountsApp } from '../../testing/accounts-kit';
import { envelope, TEST_ADMIN_HEADERS } from '../../testing/test-app';
import { TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';
import { ADMIN_FEEDBACK_PATH, type FeedbackReplied } from './feedback-admin-routes';

const SEND = '/wps/feedback';
const MINE = '/wps/member/feedback';
const SETTINGS = '/wps/feedback/settings';

const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const PNG = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;
const JPEG = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]).toString('base64')}`;
/** A PNG of about `megabytes` MB (the signature, then padding): the size is what is tested. */
const bigPng = (megabytes: number) =>
  `data:image/png;base64,${Buffer.concat([PNG_BYTES, Buffer.alloc(Math.round(megabytes * 1024 * 1024) - PNG_BYTES.length)]).toString('base64')}`;

const TEXT = 'El retiro tardó dos días en llegar';

describe.each(TEST_DATABASE_KINDS)('feedback on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  let player: string;
  let agent: string;
  const statuses: number[] = [];
  let ipCounter = 0;

  beforeAll(async () => {
    ({ app, test, close } = await startAccountsApp(kind));
    player = await loginToken(app, 'demo_player', 'Demo2026pass');
    agent = await loginToken(app, 'demo_agent', 'Agent2026pass');
  }, 180_000);
  afterAll(async () => {
    // Nothing of this ever answers 5xx.
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    await close?.();
  });

  async function call(options: InjectOptions): Promise<LightMyRequestResponse> {
    const response = await app.inject(options);
    statuses.push(response.statusCode);
    return response;
  }
  /** Each send from a fresh IP: the form allows 5 an hour per IP. */
  const send = (payload: unknown, token: string | null = player, headers: Record<string, string> = {}) =>
    call({
      method: 'PUT',
      url: SEND,
      payload: payload as InjectOptions['payload'],
      headers: { ...(token ? bearer(token) : {}), ...headers },
      remoteAddress: `10.65.0.${(ipCounter += 1)}`,
    });
  const mine = async (token: string, query = ''): Promise<Page<FeedbackEntry>> => {
    const response = await call({ method: 'GET', url: `${MINE}${query}`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return envelope<Page<FeedbackEntry>>(response).value;
  };
  const reply = (id: string, payload: unknown, headers: Record<string, string> = TEST_ADMIN_HEADERS) =>
    call({ method: 'POST', url: `${ADMIN_FEEDBACK_PATH}/${id}/reply`, payload: payload as InjectOptions['payload'], headers });
  const expectBadInput = async (response: LightMyRequestResponse, code?: string) => {
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    if (code) expect(body.value).toMatchObject({ code });
  };

  it('GET settings: the operator bounds and the image limits, open to visitors', async () => {
    const response = await call({ method: 'GET', url: SETTINGS });
    expect(envelope<FeedbackSettings>(response).value).toEqual({
      minLength: 10,
      maxLength: 2000,
      categories: ['deposit', 'withdrawal', 'game', 'account', 'suggestion', 'other'],
      maxImages: 3,
      maxImageBytes: 5 * 1024 * 1024,
    });
  });

  it('stores a member feedback with images, and lists only the caller’s own, newest first', async () => {
    expect((await send({ category: 'withdrawal', content: `  ${TEXT}  `, contact: ' +63 917 000 0001 ', images: [PNG, JPEG] })).json()).toEqual({
      success: true,
      message: 'ok',
      value: null,
    });
    expect(envelope(await send({ category: 'suggestion', content: 'Más juegos de pesca, por favor' })).success).toBe(true);
    expect(envelope(await send({ category: 'game', content: 'Feedback de un visitante' }, null)).success).toBe(true);
    expect(envelope(await send({ category: 'account', content: 'El agente también opina' }, agent)).success).toBe(true);

    const list = await mine(player);
    expect(list.totalCount).toBe(2);
    expect(list.list).toEqual([
      expect.objectContaining({ category: 'suggestion', content: 'Más juegos de pesca, por favor', contact: null, imageCount: 0, reply: null }),
      {
        id: expect.stringMatching(/^\d+$/),
        category: 'withdrawal',
        content: TEXT,
        contact: '+63 917 000 0001',
        imageCount: 2,
        createdAt: expect.any(String),
        reply: null,
        repliedAt: null,
      },
    ]);
    const { rows } = await test.db.query<{ mime: string; position: number }>(
      'SELECT mime, position FROM feedback_image WHERE feedback_id = $1 ORDER BY position',
      [list.list[1]!.id],
    );
    expect(rows).toEqual([
      { mime: 'image/png', position: 1 },
      { mime: 'image/jpeg', position: 2 },
    ]);
    // The agent sees theirs only; the visitor's entry belongs to nobody.
    expect((await mine(agent)).list.map((entry) => entry.content)).toEqual(['El agente también opina']);
    expect((await mine(player, '?pageNo=2&pageSize=1')).list.map((entry) => entry.category)).toEqual(['withdrawal']);
  });

  it('takes three images of up to 5 MB on this route only (the body limit is raised here alone)', async () => {
    const big = bigPng(2);
    expect(envelope(await send({ category: 'other', content: 'Captura de pantalla grande', images: [big] })).success).toBe(true);
    const elsewhere = await call({ method: 'PUT', url: '/wps/member/language', payload: { language: 'es', padding: big }, headers: bearer(player) });
    expect(elsewhere.statusCode).toBe(413);
    await expectBadInput(await send({ category: 'other', content: 'Una imagen de más de 5 MB', images: [bigPng(5.2)] }));
  });

  it('refuses content outside the operator bounds with a translated 400, never cutting it', async () => {
    const short = await send({ category: 'game', content: '  corto    ' });
    await expectBadInput(short, 'contentTooShort');
    expect(short.json().message).toBe('El comentario debe tener al menos 10 caracteres');
    const long = await send({ category: 'game', content: 'x'.repeat(2001) }, player, { 'accept-language': 'en' });
    await expectBadInput(long, 'contentTooLong');
    expect(long.json()).toMatchObject({ message: 'The feedback can be at most 2000 characters long', value: { code: 'contentTooLong', min: 10, max: 2000 } });
    // Exactly the maximum is fine; emoji count as one character each, as the page counts them.
    expect(envelope(await send({ category: 'game', content: '😀'.repeat(2000) })).success).toBe(true);
    // Far beyond any setting: the schema's own cap.
    await expectBadInput(await send({ category: 'game', content: 'x'.repeat(5001) }));

    await test.db.query(`UPDATE site_setting SET value = '{"minLength": 5, "maxLength": 20, "categories": ["bug"]}' WHERE key = 'feedback'`);
    try {
      expect(envelope<FeedbackSettings>(await call({ method: 'GET', url: SETTINGS })).value).toMatchObject({ minLength: 5, maxLength: 20, categories: ['bug'] });
      await expectBadInput(await send({ category: 'bug', content: 'x'.repeat(21) }), 'contentTooLong');
      await expectBadInput(await send({ category: 'game', content: 'dentro del máximo' }), 'categoryUnknown');
      expect(envelope(await send({ category: 'bug', content: 'corto pero vale' })).success).toBe(true);
    } finally {
      await test.db.query(
        `UPDATE site_setting SET value = '{"minLength": 10, "maxLength": 2000, "categories": ["deposit", "withdrawal", "game", "account", "suggestion", "other"]}' WHERE key = 'feedback'`,
      );
    }
  });

  it('answers 400 for bad input: unknown category, NUL bytes, wrong types, bad images', async () => {
    const unknown = await send({ category: 'games', content: TEXT }, player, { 'accept-language': 'en' });
    await expectBadInput(unknown, 'categoryUnknown');
    expect(unknown.json().message).toBe('Choose a feedback type from the list');
    await expectBadInput(await send({ category: 'game', content: `${TEXT}\u0000` }));
    await expectBadInput(await send({ category: 'ga\u0000me', content: TEXT }));
    await expectBadInput(await send({ category: 'game', content: TEXT, contact: 'a\u0000b' }));
    await expectBadInput(await send({ category: 'game', content: 1234567890123 }));
    await expectBadInput(await send({ category: 'game' }));
    await expectBadInput(await send({ category: 'game', content: TEXT, contact: 'c'.repeat(101) }));
    await expectBadInput(await send({ category: 'game', content: TEXT, rating: 5 }));
    await expectBadInput(await send({ category: 'game', content: TEXT, images: [PNG, PNG, PNG, PNG] }));
    await expectBadInput(await send({ category: 'game', content: TEXT, images: [PNG.replace('image/png', 'image/jpeg')] }), 'imagesInvalid');
    await expectBadInput(await send({ category: 'game', content: TEXT, images: ['data:image/gif;base64,R0lGODlhAQABAAAAACw='] }), 'imagesInvalid');
    await expectBadInput(await send({ category: 'game', content: TEXT, images: ['https://example.com/a.png'] }), 'imagesInvalid');
    await expectBadInput(await send({ category: 'game', content: TEXT, images: 'not-a-list' }));
    // None of it was stored.
    const { rows } = await test.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM feedback WHERE content LIKE 'El retiro%' AND category <> 'withdrawal'`);
    expect(rows[0]?.n).toBe(0);
  });

  it('still allows 5 sends an hour per IP', async () => {
    const fromOneIp = (content: string) => call({ method: 'PUT', url: SEND, payload: { category: 'other', content }, remoteAddress: '10.65.9.9' });
    for (let count = 0; count < 5; count += 1) expect((await fromOneIp(`Comentario número ${count}`)).statusCode).toBe(200);
    expect((await fromOneIp('Comentario de más')).statusCode).toBe(429);
  });

  it('GET mine: 401 without a session, 400 for bad paging', async () => {
    expect((await call({ method: 'GET', url: MINE })).statusCode).toBe(401);
    for (const query of ['?pageSize=51', '?pageNo=0', '?pageNo=%00', '?memberId=100001']) {
      await expectBadInput(await call({ method: 'GET', url: `${MINE}${query}`, headers: bearer(player) }));
    }
  });

  it('the operator replies once; the member finds the reply in the list and in the inbox', async () => {
    const entry = (await mine(player)).list.find((item) => item.category === 'withdrawal')!;
    expect((await reply(entry.id, { reply: 'Gracias' }, {})).statusCode).toBe(401);
    expect((await reply(entry.id, { reply: 'Gracias' }, { ...TEST_ADMIN_HEADERS, 'x-admin-token': 'wrong' })).statusCode).toBe(401);
    await expectBadInput(await reply('abc', { reply: 'Gracias' }));
    await expectBadInput(await reply(entry.id, { reply: '   ' }));
    await expectBadInput(await reply(entry.id, { reply: 'a\u0000b' }));
    await expectBadInput(await reply(entry.id, { reply: 'r'.repeat(2001) }));
    expect((await reply('999999999', { reply: 'Gracias' })).statusCode).toBe(404);

    const answered = await reply(entry.id, { reply: 'Revisamos su retiro: el banco tardó. Disculpe.' });
    expect(envelope<FeedbackReplied>(answered).value).toEqual({ feedbackId: entry.id, memberId: expect.any(String), messaged: true });
    expect((await reply(entry.id, { reply: 'Otra vez' })).statusCode).toBe(409);

    const after = (await mine(player)).list.find((item) => item.id === entry.id)!;
    expect(after).toMatchObject({ reply: 'Revisamos su retiro: el banco tardó. Disculpe.', repliedAt: expect.any(String) });
    const inbox = await test.db.query<{ title: string; content: string }>(
      `SELECT title, content FROM member_message m JOIN member a ON a.id = m.member_id
        WHERE a.account = 'demo_player' AND title = 'Respuesta a su comentario'`,
    );
    expect(inbox.rows).toEqual([{ title: 'Respuesta a su comentario', content: `Revisamos su retiro: el banco tardó. Disculpe.\n\nSu comentario: «${TEXT}»` }]);
    // Only the author's inbox got it.
    const others = await test.db.query(`SELECT 1 FROM member_message WHERE title = 'Respuesta a su comentario' AND member_id <> $1`, [await memberId('demo_player')]);
    expect(others.rows).toHaveLength(0);

    // A visitor's feedback: stored reply, nobody to tell.
    const { rows } = await test.db.query<{ id: string }>(`SELECT id::text AS id FROM feedback WHERE member_id IS NULL ORDER BY id LIMIT 1`);
    expect(envelope<FeedbackReplied>(await reply(rows[0]!.id, { reply: 'Gracias por escribir' })).value).toMatchObject({ memberId: null, messaged: false });
  });

  async function memberId(account: string): Promise<string> {
    return (await test.db.query<{ id: string }>('SELECT id FROM member WHERE account = $1', [account])).rows[0]!.id;
  }
});
