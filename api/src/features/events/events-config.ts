/** Settings of the live account events stream (GET /wps/member/events), from the environment. */
import { LIVE_EVENTS_HEARTBEAT_MS, LIVE_EVENTS_REPLAY_MS } from '@suite/shared/contract';

export interface LiveEventsConfig {
  /** Streams one API process holds at most (SUITE_LIVE_EVENTS_MAX_STREAMS); past it a new one gets 429. */
  maxStreams: number;
  /** A `: ping` comment this often, and each stream's session checked (expired, idle, revoked). */
  heartbeatMs: number;
  /** Events are kept (and replayed after a reconnect) at least this long. */
  replayMs: number;
}

type Env = Record<string, string | undefined>;

export const DEFAULT_MAX_STREAMS = 5_000;

export function loadLiveEventsConfig(env: Env = process.env): LiveEventsConfig {
  const raw = env.SUITE_LIVE_EVENTS_MAX_STREAMS?.trim();
  const maxStreams = raw ? Number(raw) : DEFAULT_MAX_STREAMS;
  if (!Number.isInteger(maxStreams) || maxStreams < 1 || maxStreams > 1_000_000) {
    throw new Error(`SUITE_LIVE_EVENTS_MAX_STREAMS must be an integer from 1 to 1000000, got "${raw}"`);
  }
  return { maxStreams, heartbeatMs: LIVE_EVENTS_HEARTBEAT_MS, replayMs: LIVE_EVENTS_REPLAY_MS };
}
