import type { api } from '@suite/shared';
import { openLiveStream, SILENCE_MS, type LiveStreamOptions } from './live-stream';
import { fakeStreamServer, sseEvent } from './testing/fake-stream';

const REQUEST = { url: 'https://api.test/wps/member/events', headers: { Authorization: 'Bearer tok-1' } };

function start(server: ReturnType<typeof fakeStreamServer>, extra: Partial<LiveStreamOptions> = {}) {
  const events: api.LiveEvent[] = [];
  const ends: string[] = [];
  const stream = openLiveStream({
    request: () => REQUEST,
    onEvent: (event) => events.push(event),
    onEnd: (reason) => ends.push(reason),
    fetch: server.fetch,
    // The top of each backoff window: 1 s, 2 s, 4 s ...
    random: () => 1,
    ...extra,
  });
  return { stream, events, ends };
}

const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('sends the token header and asks for an event stream; delivers events; after a drop reconnects in 1 s with Last-Event-ID', async () => {
  const server = fakeStreamServer();
  const { stream, events } = start(server);
  await advance(0);
  expect(server.connections).toHaveLength(1);
  expect(server.last()).toMatchObject({ url: REQUEST.url, headers: { Authorization: 'Bearer tok-1', Accept: 'text/event-stream' } });
  expect(server.last().headers['Last-Event-ID']).toBeUndefined();

  await server.last().send(': ping\n\n' + sseEvent({ id: '41', kind: 'balance', sumBalance: '500.00' }));
  expect(events).toEqual([expect.objectContaining({ id: '41', kind: 'balance', sumBalance: '500.00' })]);

  await server.last().close();
  await advance(999);
  expect(server.connections).toHaveLength(1);
  await advance(1);
  expect(server.connections).toHaveLength(2);
  expect(server.last().headers['Last-Event-ID']).toBe('41');
  expect(stream.lastEventId()).toBe('41');
  stream.stop();
});

it('resumes from the id it is given, and skips events it cannot read or does not know', async () => {
  const server = fakeStreamServer();
  const { stream, events } = start(server, { lastEventId: '40' });
  await advance(0);
  expect(server.last().headers['Last-Event-ID']).toBe('40');
  await server.last().send('id: 41\ndata: not json\n\n' + sseEvent({ id: '42', kind: 'jackpot' }) + sseEvent({ id: '43', kind: 'bets' }));
  expect(events.map((event) => event.kind)).toEqual(['bets']);
  expect(stream.lastEventId()).toBe('43');
  stream.stop();
});

it('backs off 1, 2, 4 ... up to 30 s while the server is away, and starts again at 1 s after a healthy connection', async () => {
  const server = fakeStreamServer(Array.from({ length: 8 }, () => 'network-error' as const));
  const { stream } = start(server);
  await advance(0);
  const waits: number[] = [];
  for (let failure = 0; failure < 8; failure += 1) {
    const before = server.connections.length;
    let waited = 0;
    while (server.connections.length === before) {
      await advance(500);
      waited += 500;
    }
    waits.push(waited);
  }
  expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);

  // The ninth attempt connects and hears a ping: healthy. The next drop waits 1 s again.
  await server.last().send(': ping\n\n');
  await server.last().close();
  await advance(1000);
  expect(server.connections).toHaveLength(10);
  stream.stop();
});

it('keeps to the upper half of each window with jitter, never under 1 s', async () => {
  const server = fakeStreamServer(['network-error', 'network-error', 'network-error']);
  const { stream } = start(server, { random: () => 0 });
  await advance(0);
  await advance(999);
  expect(server.connections).toHaveLength(1);
  await advance(1);
  expect(server.connections).toHaveLength(2);
  // Second wait: half of 2 s, so 1 s; third: half of 4 s.
  await advance(1000);
  expect(server.connections).toHaveLength(3);
  await advance(1999);
  expect(server.connections).toHaveLength(3);
  await advance(1);
  expect(server.connections).toHaveLength(4);
  stream.stop();
});

it('stops for good on a 401 and says so', async () => {
  const server = fakeStreamServer([{ status: 401, contentType: 'application/json' }]);
  const { ends } = start(server);
  await advance(0);
  expect(ends).toEqual(['unauthorized']);
  await advance(120_000);
  expect(server.connections).toHaveLength(1);
});

it('stops for good when the platform has no stream (404), but retries a 503 after its Retry-After', async () => {
  const refused = fakeStreamServer([{ status: 404, contentType: 'application/json' }]);
  const { ends } = start(refused);
  await advance(120_000);
  expect(ends).toEqual(['refused']);
  expect(refused.connections).toHaveLength(1);

  const busy = fakeStreamServer([{ status: 503, contentType: 'application/json', headers: { 'retry-after': '5' } }]);
  const { stream } = start(busy);
  await advance(4999);
  expect(busy.connections).toHaveLength(1);
  await advance(1);
  expect(busy.connections).toHaveLength(2);
  stream.stop();
});

it('treats twice the heartbeat of silence as a dead connection and reconnects', async () => {
  const server = fakeStreamServer();
  const { stream } = start(server);
  await advance(0);
  await server.last().send(': ping\n\n');
  await advance(SILENCE_MS - 1);
  expect(server.last().aborted()).toBe(false);
  await advance(1);
  expect(server.connections[0]!.aborted()).toBe(true);
  await advance(1000);
  expect(server.connections).toHaveLength(2);
  stream.stop();
});

it('stops for good on the server end event, with its reason', async () => {
  for (const reason of ['logout', 'expired', 'replaced'] as const) {
    const server = fakeStreamServer();
    const { ends, events } = start(server);
    await advance(0);
    await server.last().send(sseEvent({ id: '50', kind: 'end', reason }));
    expect(ends).toEqual([reason]);
    expect(events).toEqual([]);
    expect(server.last().aborted()).toBe(true);
    await advance(120_000);
    expect(server.connections).toHaveLength(1);
  }
});

it('stop() closes the connection and nothing reconnects; a session gone stops it quietly', async () => {
  const server = fakeStreamServer();
  const { stream, ends } = start(server);
  await advance(0);
  stream.stop();
  expect(server.last().aborted()).toBe(true);
  await advance(120_000);
  expect(server.connections).toHaveLength(1);
  expect(ends).toEqual([]);

  let token: string | null = 'tok-1';
  const second = fakeStreamServer();
  const quiet = start(second, { request: () => (token ? REQUEST : null) });
  await advance(0);
  token = null;
  await second.last().close();
  await advance(120_000);
  expect(second.connections).toHaveLength(1);
  expect(quiet.ends).toEqual([]);
});
