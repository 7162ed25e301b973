import { loadLiveEventsConfig } from './events-config';

describe('SUITE_LIVE_EVENTS_MAX_STREAMS', () => {
  it('defaults to 5,000 streams a process, takes a whole number and refuses anything else at start-up', () => {
    expect(loadLiveEventsConfig({})).toEqual({ maxStreams: 5000, heartbeatMs: 20_000, replayMs: 300_000 });
    expect(loadLiveEventsConfig({ SUITE_LIVE_EVENTS_MAX_STREAMS: ' 200 ' }).maxStreams).toBe(200);
    for (const bad of ['0', '-1', '2.5', 'many', '1000001']) {
      expect(() => loadLiveEventsConfig({ SUITE_LIVE_EVENTS_MAX_STREAMS: bad })).toThrow(/SUITE_LIVE_EVENTS_MAX_STREAMS must be an integer from 1 to 1000000/);
    }
  });
});
