import { fakeChannels, fakeLocks, openTab, settle } from './testing/fake-tabs';

const ANN = 'session-ann';
const BEN = 'session-ben';

function browser() {
  return { locks: fakeLocks(), channel: fakeChannels() };
}

it('one tab of a session holds the stream; the others hear each of its events through the channel', async () => {
  const shared = browser();
  const first = openTab(ANN, shared);
  const second = openTab(ANN, shared);
  await settle();
  expect(first.opened).toEqual([null]);
  expect(second.opened).toEqual([]);
  expect(first.share.leading()).toBe(true);
  expect(second.share.leading()).toBe(false);

  first.emit({ id: '41', kind: 'balance', sumBalance: '500.00' });
  await settle();
  expect(first.heard.map((event) => event.id)).toEqual(['41']);
  expect(second.heard).toEqual([expect.objectContaining({ id: '41', kind: 'balance', sumBalance: '500.00' })]);
});

it('a tab of another session (another account) ignores those events and holds its own stream', async () => {
  const shared = browser();
  const ann = openTab(ANN, shared);
  const ben = openTab(BEN, shared);
  await settle();
  expect(ben.opened).toEqual([null]);
  ann.emit({ id: '41', kind: 'balance', sumBalance: '500.00' });
  ben.emit({ id: '77', kind: 'messages', unreadMessage: 2 });
  await settle();
  expect(ann.heard.map((event) => event.id)).toEqual(['41']);
  expect(ben.heard.map((event) => event.id)).toEqual(['77']);
});

it('when the leading tab goes, a waiting tab takes the stream over from the last event id it heard', async () => {
  const shared = browser();
  const first = openTab(ANN, shared);
  const second = openTab(ANN, shared);
  await settle();
  first.emit({ id: '41', kind: 'bets' });
  first.emit({ id: '42', kind: 'withdrawal', orderId: 'W1', status: 'approved' });
  await settle();
  first.share.stop();
  await settle();
  expect(first.streamStopped()).toBe(true);
  expect(second.opened).toEqual(['42']);
  expect(second.share.leading()).toBe(true);
});

it('a logout or expiry the leader hears ends the session in every tab of it; no tab opens a stream again', async () => {
  const shared = browser();
  const first = openTab(ANN, shared);
  const second = openTab(ANN, shared);
  const other = openTab(BEN, shared);
  await settle();
  first.end('logout', { id: '50', kind: 'end', reason: 'logout', at: '2026-11-28T00:00:00.000Z' });
  await settle();
  expect(first.ends).toEqual(['logout']);
  expect(second.ends).toEqual(['logout']);
  expect(other.ends).toEqual([]);
  expect(second.opened).toEqual([]);
  expect(shared.locks.holder('suite-live-events:session-ann')).toBeUndefined();
});

it('a replaced stream goes quiet in its tab only, and keeps the lock so that no other tab replaces the winner', async () => {
  const shared = browser();
  const first = openTab(ANN, shared);
  const second = openTab(ANN, shared);
  await settle();
  first.end('replaced', { id: '51', kind: 'end', reason: 'replaced', at: '2026-11-28T00:00:00.000Z' });
  await settle();
  expect(first.ends).toEqual(['replaced']);
  expect(second.ends).toEqual([]);
  expect(second.opened).toEqual([]);
  // Once that tab goes, the next one may hold a stream again.
  first.share.stop();
  await settle();
  expect(second.opened).toEqual([null]);
});

it('without Web Locks or BroadcastChannel every tab holds its own stream', async () => {
  const noLocks = { locks: null, channel: fakeChannels() };
  const first = openTab(ANN, noLocks);
  const second = openTab(ANN, noLocks);
  await settle();
  expect(first.opened).toEqual([null]);
  expect(second.opened).toEqual([null]);
  first.emit({ id: '41', kind: 'bets' });
  await settle();
  expect(second.heard).toEqual([]);

  const noChannel = openTab(ANN, { locks: fakeLocks(), channel: null });
  await settle();
  expect(noChannel.opened).toEqual([null]);
});

it('a tab stopped while waiting for the lock never opens a stream', async () => {
  const shared = browser();
  const first = openTab(ANN, shared);
  const second = openTab(ANN, shared);
  await settle();
  second.share.stop();
  first.share.stop();
  await settle();
  expect(second.opened).toEqual([]);
  expect(shared.locks.holder('suite-live-events:session-ann')).toBeUndefined();
});
