import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Envelope, MemberMessage, Page, UnreadAfter, UnreadCount } from '@suite/shared/contract';
import { buildApp } from '../../app';
import type { DatabaseKind } from '../../db/database';
import { bearer, loginToken, testAccountsConfig } from '../../testing/accounts-kit';
import { envelope, TEST_ADMIN_HEADERS, TEST_ADMIN_TOKEN } from '../../testing/test-app';
import { openPreparedTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';
import { ADMIN_MESSAGES_PATH, registerMessageAdminRoutes, type SentMessage } from './message-admin-routes';
import { registerMessageRoutes } from './message-routes';

const LIST = '/wps/member/messages';
const READ = '/wps/member/messages/read';
const DELETE = '/wps/member/messages/delete';

/**
 * The full app (as startAccountsApp builds it) with the inbox routes: registered here unless
 * buildApp already does (once app.ts registers them, a second registration would clash).
 */
async function startMessagesApp(kind: DatabaseKind): Promise<{ app: FastifyInstance; test: TestDatabase; close(): Promise<void> }> {
  const test = await openPreparedTestDatabase(kind);
  const app = await buildApp({ db: test.db, config: { adminToken: TEST_ADMIN_TOKEN, accounts: testAccountsConfig() } });
  if (!app.hasRoute({ method: 'GET', url: LIST })) registerMessageRoutes(app, { db: test.db, authenticate: app.accounts.authenticate });
  if (!app.hasRoute({ method: 'POST', url: ADMIN_MESSAGES_PATH })) registerMessageAdminRoutes(app, { db: test.db, adminToken: TEST_ADMIN_TOKEN });
  await app.ready();
  return {
    app,
    test,
    async close() {
      await app.close();
      await test.dispose();
    },
  };
}

describe.each(TEST_DATABASE_KINDS)('member messages on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  let token: string;
  let agentToken: string;
  const statuses: number[] = [];

  beforeAll(async () => {
    ({ app, test, close } = await startMessagesApp(kind));
    token = await loginToken(app, 'demo_player', 'Demo2026pass');
    agentToken = await loginToken(app, 'demo_agent', 'Agent2026pass');
  });
  afterAll(async () => {
    // Nothing of this ever answers 5xx.
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    await close();
  });

  async function call(options: InjectOptions): Promise<LightMyRequestResponse> {
    const response = await app.inject(options);
    statuses.push(response.statusCode);
    return response;
  }
  const list = async (query = '', as = token): Promise<Page<MemberMessage>> => {
    const response = await call({ method: 'GET', url: `${LIST}${query}`, headers: bearer(as) });
    expect(response.statusCode).toBe(200);
    return envelope<Page<MemberMessage>>(response).value;
  };
  const post = (url: string, payload: unknown, as: string | null = token) =>
    call({ method: 'POST', url, payload: payload as InjectOptions['payload'], headers: as ? bearer(as) : {} });
  const unreadAfter = async (url: string, ids: string[], as = token): Promise<number> => {
    const response = await post(url, { ids }, as);
    expect(response.statusCode).toBe(200);
    return envelope<UnreadAfter>(response).value.unreadMessage;
  };
  const unreadCount = async (as = token): Promise<number> =>
    envelope<UnreadCount>(await call({ method: 'GET', url: '/wps/relay/CSP_unreadCount', headers: bearer(as) })).value.unreadMessage;
  const send = (payload: unknown, headers: Record<string, string> = TEST_ADMIN_HEADERS) =>
    call({ method: 'POST', url: ADMIN_MESSAGES_PATH, payload: payload as InjectOptions['payload'], headers });
  const sent = async (account: string, title: string, content = 'Body'): Promise<SentMessage> => {
    const response = await send({ account, title, content });
    expect(response.statusCode).toBe(200);
    return envelope<SentMessage>(response).value;
  };
  const rowOf = async (id: string) =>
    (await test.db.query<{ member_id: string; read: boolean }>('SELECT member_id, read_at IS NOT NULL AS read FROM member_message WHERE id = $1::bigint', [id]))
      .rows[0];

  it('lists the seeded messages of the demo player: unread, newest first', async () => {
    const page = await list();
    expect(page).toMatchObject({ totalCount: 2, totalPages: 1 });
    expect(page.list.map((message) => message.title)).toEqual(['Promoción semanal / Weekly promotion', 'Bienvenido / Welcome']);
    for (const message of page.list) {
      expect(message.id).toMatch(/^[1-9][0-9]*$/);
      expect(message.read).toBe(false);
      expect(new Date(message.createdAt).toISOString()).toBe(message.createdAt);
      expect(Object.keys(message).sort()).toEqual(['content', 'createdAt', 'id', 'read', 'title']);
    }
    expect(await unreadCount()).toBe(2);
  });

  it('pages: pageSize 1 gives one message a page, past the end an empty list', async () => {
    const all = await list();
    const first = await list('?pageSize=1');
    expect(first).toMatchObject({ totalCount: 2, totalPages: 2 });
    expect(first.list).toEqual([all.list[0]]);
    const second = await list('?pageNo=2&pageSize=1');
    expect(second.list).toEqual([all.list[1]]);
    expect(await list('?pageNo=3&pageSize=1')).toEqual({ list: [], totalCount: 2, totalPages: 2 });
    expect(await list('?pageSize=50')).toEqual(all);
  });

  it('marks read, answers the new unread count (as CSP_unreadCount) and lists unread first', async () => {
    const [newest, older] = (await list()).list as [MemberMessage, MemberMessage];
    expect(await unreadAfter(READ, [newest.id])).toBe(1);
    expect(await unreadCount()).toBe(1);
    const page = await list();
    expect(page.list.map((message) => [message.id, message.read])).toEqual([
      [older.id, false],
      [newest.id, true],
    ]);
    // Again: nothing changes; an id that does not exist is ignored too.
    expect(await unreadAfter(READ, [newest.id, '999999999999999999'])).toBe(1);
    expect(await unreadCount()).toBe(1);
  });

  describe('operator send', () => {
    it('needs the admin token', async () => {
      expect((await send({ account: 'demo_player', title: 'T', content: 'C' }, {})).statusCode).toBe(401);
      expect((await send({ account: 'demo_player', title: 'T', content: 'C' }, { ...TEST_ADMIN_HEADERS, 'x-admin-token': 'wrong' })).statusCode).toBe(401);
    });

    it('answers 404 for an unknown account', async () => {
      const response = await send({ account: 'nobody_here', title: 'T', content: 'C' });
      expect(response.statusCode).toBe(404);
      expect(envelope(response)).toMatchObject({ success: false, value: null });
    });

    it('sends (account case-insensitive): the message lists first and raises the unread count', async () => {
      const before = await unreadCount();
      const message = await sent('DEMO_Player', 'Depósito acreditado / Deposit credited', 'Line one\nLine\ttwo');
      expect(message.messageId).toMatch(/^[1-9][0-9]*$/);
      const { rows } = await test.db.query<{ id: string }>(`SELECT id FROM member WHERE account = 'demo_player'`);
      expect(message.memberId).toBe(rows[0]?.id);
      expect(await unreadCount()).toBe(before + 1);
      const page = await list();
      expect(page.totalCount).toBe(3);
      expect(page.list[0]).toMatchObject({
        id: message.messageId,
        title: 'Depósito acreditado / Deposit credited',
        content: 'Line one\nLine\ttwo',
        read: false,
      });
    });

    it.each([
      ['no body fields', {}],
      ['a NUL byte in the title', { account: 'demo_player', title: 'Hi\u0000there', content: 'C' }],
      ['an escape in the content', { account: 'demo_player', title: 'T', content: 'a\u001bb' }],
      ['a NUL byte in the account', { account: 'demo\u0000player', title: 'T', content: 'C' }],
      ['an empty title', { account: 'demo_player', title: '', content: 'C' }],
      ['a blank title', { account: 'demo_player', title: '   ', content: 'C' }],
      ['a title of 101 characters', { account: 'demo_player', title: 'x'.repeat(101), content: 'C' }],
      ['a content of 2001 characters', { account: 'demo_player', title: 'T', content: 'x'.repeat(2001) }],
      ['an account of 65 characters', { account: 'a'.repeat(65), title: 'T', content: 'C' }],
      ['a number as title', { account: 'demo_player', title: 42, content: 'C' }],
      ['an extra field', { account: 'demo_player', title: 'T', content: 'C', priority: 1 }],
    ])('refuses %s with a 400 envelope', async (_name, payload) => {
      const before = await unreadCount();
      const response = await send(payload);
      expect(response.statusCode).toBe(400);
      expect(envelope(response)).toMatchObject({ success: false, value: null });
      expect(await unreadCount()).toBe(before);
    });
  });

  describe("another member's messages", () => {
    let theirs: SentMessage;

    beforeAll(async () => {
      theirs = await sent('demo_agent', 'For the agent only');
    });

    it('are not listed to the caller', async () => {
      expect((await list()).list.map((message) => message.id)).not.toContain(theirs.messageId);
      const agentPage = await list('', agentToken);
      expect(agentPage.list.map((message) => [message.id, message.read])).toEqual([[theirs.messageId, false]]);
    });

    it('are never marked read nor deleted by the caller', async () => {
      const mine = await unreadCount();
      const [own] = (await list()).list.filter((message) => !message.read) as [MemberMessage];
      expect(await unreadAfter(READ, [theirs.messageId])).toBe(mine);
      expect(await unreadAfter(DELETE, [theirs.messageId])).toBe(mine);
      // Mixed with one of the caller's own: only that one changes.
      expect(await unreadAfter(READ, [theirs.messageId, own.id])).toBe(mine - 1);
      expect(await rowOf(theirs.messageId)).toEqual({ member_id: theirs.memberId, read: false });
      expect(await unreadCount(agentToken)).toBe(1);
      expect((await list('', agentToken)).list).toMatchObject([{ id: theirs.messageId, read: false }]);
    });

    it('are the owner’s to read and delete', async () => {
      expect(await unreadAfter(READ, [theirs.messageId], agentToken)).toBe(0);
      expect(await unreadAfter(DELETE, [theirs.messageId], agentToken)).toBe(0);
      expect(await list('', agentToken)).toEqual({ list: [], totalCount: 0, totalPages: 0 });
    });
  });

  it('deletes the caller’s messages and answers the new unread count', async () => {
    const before = await list();
    const unread = before.list.find((message) => !message.read) as MemberMessage;
    const read = before.list.find((message) => message.read) as MemberMessage;
    const count = await unreadCount();
    expect(await unreadAfter(DELETE, [unread.id, read.id])).toBe(count - 1);
    expect(await unreadCount()).toBe(count - 1);
    const after = await list();
    expect(after.totalCount).toBe(before.totalCount - 2);
    expect(after.list.map((message) => message.id)).not.toEqual(expect.arrayContaining([unread.id]));
    expect(after.list.map((message) => message.id)).not.toContain(read.id);
    expect(await rowOf(unread.id)).toBeUndefined();
    // Deleting again: nothing left to delete, same count.
    expect(await unreadAfter(DELETE, [unread.id])).toBe(count - 1);
  });

  it('answers 401 to a visitor and to an unknown token', async () => {
    for (const headers of [{}, bearer('not-a-session-token')]) {
      const responses = [
        await call({ method: 'GET', url: LIST, headers }),
        await call({ method: 'POST', url: READ, payload: { ids: ['1'] }, headers }),
        await call({ method: 'POST', url: DELETE, payload: { ids: ['1'] }, headers }),
      ];
      for (const response of responses) {
        expect(response.statusCode).toBe(401);
        expect(envelope(response)).toMatchObject({ success: false, value: null });
      }
    }
  });

  it.each([
    ['pageSize=0'],
    ['pageSize=51'],
    ['pageNo=0'],
    ['pageNo=100001'],
    ['pageNo=abc'],
    ['pageSize=1.5'],
    ['sort=id'],
  ])('refuses the query %s with a 400 envelope', async (query) => {
    const response = await call({ method: 'GET', url: `${LIST}?${query}`, headers: bearer(token) });
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toMatchObject({ success: false, value: null });
  });

  const ids51 = Array.from({ length: 51 }, (_, index) => String(index + 1));
  it.each([
    ['no ids', {}],
    ['ids empty', { ids: [] }],
    ['51 ids', { ids: ids51 }],
    ["id 'abc'", { ids: ['abc'] }],
    ["id '0'", { ids: ['0'] }],
    ["id '007'", { ids: ['007'] }],
    ['an id of 19 digits', { ids: ['1234567890123456789'] }],
    ['an id as a number', { ids: [1] }],
    ['ids as a string', { ids: '1' }],
    ['ids as an object', { ids: { 0: '1' } }],
    ['an id as null', { ids: [null] }],
    ['a repeated id', { ids: ['1', '1'] }],
    ['an extra field', { ids: ['1'], all: true }],
    ['a body that is an array', ['1']],
  ])('refuses %s on read and delete with a 400 envelope', async (_name, payload) => {
    const before = await list();
    for (const url of [READ, DELETE]) {
      const response = await post(url, payload);
      expect(response.statusCode).toBe(400);
      expect(envelope(response)).toMatchObject({ success: false, value: null });
    }
    expect(await list()).toEqual(before);
  });

  it('answers 400, not 5xx, to a body that is not JSON', async () => {
    const response = await call({ method: 'POST', url: READ, payload: '{"ids": [', headers: { ...bearer(token), 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect((response.json() as Envelope<null>).success).toBe(false);
  });
});
