/**
 * GET /wps/member/events (issue 25; docs/live-events.md, "The API"): the logged-in member's live
 * account events as text/event-stream. Authenticated like every T call (the token header; a query
 * string is refused), at most one stream per session, a heartbeat that also ends the stream when the
 * session has ended (the stream itself is not activity), and a reconnect's Last-Event-ID replay.
 *
 * Changes reach every API process through the database: migration 160's triggers notify the
 * schema's channel at commit and each process LISTENs on it (PostgreSQL: a connection of its own;
 * PGlite: its listen API), so SUITE_API_WORKERS processes relay without another bus. The listener
 * starts with the first stream; the outbox is pruned by every process.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LIVE_EVENTS_PATH } from '@suite/shared/contract';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/envelope';
import { passwordChangeRefusal } from '../session/password-change-gate';
import { currentMember, requireMemberHook } from '../session/require-member';
import type { Sessions } from '../session/sessions';
import { endedSessions, notifyAll, pruneEvents, readChannel, readReplay } from './event-store';
import { parseNotification, RETRY_FRAME, streamOpenedPayload } from './event-wire';
import { openLiveStream } from './live-stream';
import { replayEvents, replayKinds } from './replay-events';
import { createStreamHub } from './stream-hub';

/** How often each process deletes events past the replay window. */
const PRUNE_EVERY_MS = 60_000;
/** Sessions checked per query on a heartbeat. */
const SESSION_CHECK_BATCH = 1_000;
/** A client refused for the per-process limit tries again after this. */
const FULL_RETRY_AFTER_S = 30;

const TOO_MANY_STREAMS = {
  es: 'Hay demasiadas conexiones abiertas, inténtelo de nuevo en unos segundos',
  en: 'Too many open connections, please try again in a few seconds',
} as const;

/** A Last-Event-ID header as an event id, or null (none, or not one of ours). */
export function lastEventIdOf(request: Pick<FastifyRequest, 'headers'>): bigint | null {
  const value = request.headers['last-event-id'];
  return typeof value === 'string' && /^\d{1,18}$/.test(value.trim()) ? BigInt(value.trim()) : null;
}

/** The headers the hooks before the handler set (CORS, rate limit), for the hijacked response. */
function headersSoFar(reply: FastifyReply): Record<string, string | number | string[]> {
  return Object.fromEntries(Object.entries(reply.getHeaders()).filter((entry): entry is [string, string | number | string[]] => entry[1] !== undefined));
}

export interface LiveEventsDeps {
  db: Database;
  sessions: Sessions;
  config: AppConfig;
}

export function registerLiveEvents(app: FastifyInstance, { db, sessions, config }: LiveEventsDeps): void {
  const { maxStreams, heartbeatMs, replayMs } = config.liveEvents;
  const { now, sessionIdleMs } = config.accounts;
  const logError = (error: unknown): void => app.log.warn({ err: error }, 'live events');
  const hub = createStreamHub({ db, onError: logError });

  let listening: Promise<() => Promise<void>> | null = null;
  const listen = (): Promise<() => Promise<void>> => {
    listening ??= readChannel(db)
      .then((channel) =>
        db.listen(
          channel,
          (payload) => {
            const notification = parseNotification(payload);
            if (notification) hub.receive(notification);
          },
          // Notifications were lost meanwhile: every stream reconnects and replays what it missed.
          () => hub.closeAll(),
        ),
      )
      .catch((error: unknown) => {
        listening = null;
        throw error;
      });
    return listening;
  };

  let checking = false;
  const heartbeat = async (): Promise<void> => {
    if (hub.size === 0 || checking) return;
    checking = true;
    try {
      hub.forEach((stream) => stream.ping());
      const held = hub.sessions();
      for (let start = 0; start < held.length; start += SESSION_CHECK_BATCH) {
        const ended = await endedSessions(db, held.slice(start, start + SESSION_CHECK_BATCH), { now: now(), idleMs: sessionIdleMs });
        for (const [tokenHash, reason] of ended) hub.endSession(tokenHash, reason);
      }
    } catch (error) {
      logError(error);
    } finally {
      checking = false;
    }
  };

  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    timers.push(setInterval(() => void heartbeat(), heartbeatMs).unref());
    timers.push(setInterval(() => void pruneEvents(db, new Date(Date.now() - replayMs)).catch(logError), Math.min(PRUNE_EVERY_MS, replayMs)).unref());
  });
  // Before the server waits for open connections: streams never end by themselves.
  app.addHook('preClose', async () => {
    for (const timer of timers.splice(0)) clearInterval(timer);
    hub.closeAll();
  });
  app.addHook('onClose', async () => {
    const stop = listening;
    listening = null;
    if (stop) await (await stop.catch(() => null))?.();
  });

  app.get(
    LIVE_EVENTS_PATH,
    {
      onRequest: requireMemberHook(sessions),
      // A HEAD would hold a stream that writes nothing.
      exposeHeadRoute: false,
      // Nothing in the query string: the token travels in its header, never in a URL.
      schema: { querystring: { type: 'object', additionalProperties: false, properties: {} } },
    },
    async (request, reply) => {
      const member = currentMember(request);
      // As every T call but the change itself (password-change-gate.ts): the balance waits for it too.
      if (member.passwordChange) throw passwordChangeRefusal(request, member.passwordChange);
      if (hub.size >= maxStreams && !hub.holds(member.tokenHash)) {
        throw new HttpError(429, TOO_MANY_STREAMS.es, { translations: TOO_MANY_STREAMS, headers: { 'retry-after': String(FULL_RETRY_AFTER_S) } });
      }
      // Listening before the answer starts: a database that cannot is still an envelope (500).
      await listen();
      const afterId = lastEventIdOf(request);

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...headersSoFar(reply),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
      res.write(RETRY_FRAME);
      const stream = openLiveStream(res, { memberId: member.memberId, tokenHash: member.tokenHash });
      hub.add(stream);
      res.once('close', () => hub.remove(stream));
      try {
        // Another process holding this session's stream ends it.
        await notifyAll(db, streamOpenedPayload(member.tokenHash, stream.id, stream.openedAt));
        if (afterId === null) {
          stream.replay([]);
        } else {
          const replay = await readReplay(db, member.memberId, afterId);
          const figures = await hub.figuresFor(member.memberId, replayKinds(replay));
          stream.replay(replayEvents(replay, figures, new Date()));
        }
      } catch (error) {
        logError(error);
        // The client reconnects with its Last-Event-ID.
        stream.end();
        hub.remove(stream);
      }
    },
  );
}
