// The bench's live events step (issue 25; `npm run bench`, `npm run bench -- --only events`):
// 1,000 members each hold an open GET /wps/member/events stream on an API of its own; the step reports
// the API's memory growth for them (RSS, report only) and the time from a ledger post (the operator
// approving a deposit of the demo player) to the `balance` event on the player's stream, p50/p95 over
// 50 posts (budget on PGlite: p95 <= 500 ms). The 1,000 idle streams must hear nothing of it.
//
// The members and their sessions are seeded into the database before the API starts (through the
// API's own database code, loaded with its tsx): registering 1,000 members through the API would cost
// 1,000 scrypt hashes. With DATABASE_URL the same step runs on a throwaway schema served by
// SUITE_API_WORKERS=2 (report only): the streams are spread over both processes, so the events cross
// between them through PostgreSQL's LISTEN/NOTIFY.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { API_DIR } from './apps.mjs';
import { expectOk, scratchPostgresSchema } from './load.mjs';
import { stopProcess } from './proc.mjs';
import { startApi } from './suite-servers.mjs';

export const LIVE_EVENTS = { streams: 1000, posts: 50, budgetP95Ms: 500, depositAmount: '100.00' };

const apiRequire = createRequire(path.join(API_DIR, 'package.json'));
const STREAM_PATH = '/wps/member/events';
/** A busy shared machine seeds 10,000 games slowly. */
const API_START_MS = 240_000;

/** A TypeScript module of the API, loaded with the API's tsx (as load.mjs loads the shared crypto). */
async function apiModule(relative) {
  const tsxDir = path.dirname(apiRequire.resolve('tsx/package.json'));
  const apiEntry = apiRequire('tsx/package.json').exports['./esm/api'].import.default;
  const { tsImport } = await import(pathToFileURL(path.join(tsxDir, apiEntry)).href);
  return tsImport(pathToFileURL(path.join(API_DIR, relative)).href, pathToFileURL(path.join(API_DIR, 'package.json')).href);
}

const newToken = () => randomBytes(32).toString('base64url');
const tokenHash = (token) => createHash('sha256').update(token).digest('hex');

/**
 * Prepares the database the API will open (migrations, seed) and adds `count` members with a live
 * session each, plus a session of the demo player. Returns the tokens.
 */
async function seedSessions({ databaseUrl, dataDir, count }) {
  const { openDatabase } = await apiModule('src/db/open-database.ts');
  const { prepareDatabase } = await apiModule('src/db/prepare.ts');
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    await prepareDatabase(db);
    const { rows: members } = await db.query(
      `INSERT INTO member (account, password_hash, referral_code, register_method)
       SELECT 'live_bench_' || g, '$scrypt$not-a-password', 'LIVEBENCH' || g, 'BENCH' FROM generate_series(1, $1::int) g
       RETURNING id`,
      [count],
    );
    const { rows: demo } = await db.query(`SELECT id FROM member WHERE account = 'demo_player'`);
    if (!demo[0]) throw new Error('no demo_player in the seeded database');
    const idle = members.map(() => newToken());
    const player = newToken();
    const ids = [...members.map((row) => row.id), demo[0].id];
    const tokens = [...idle, player];
    await db.query(
      `INSERT INTO member_session (token_hash, member_id, created_at, last_seen_at, expires_at, ip, user_agent)
       SELECT t.hash, t.member_id, now(), now(), now() + interval '12 hours', '127.0.0.1', 'bench'
         FROM unnest($1::text[], $2::text[]) AS t(hash, member_id)`,
      [tokens.map(tokenHash), ids],
    );
    return { idle, player };
  } finally {
    await db.close();
  }
}

/**
 * One open stream: resolves once the API has answered 200 (and written its `retry:` line). Counts the
 * events it hears; `waitFor(kind)` resolves with the next event of that kind and when it arrived.
 */
function openStream(port, token) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: STREAM_PATH, agent: false, headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` } },
      (response) => {
        if (response.statusCode !== 200) {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => reject(new Error(`GET ${STREAM_PATH}: HTTP ${response.statusCode} ${body.slice(0, 200)}`)));
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        const waiting = [];
        const stream = {
          events: 0,
          ended: false,
          close: () => request.destroy(),
          waitFor(kind, timeoutMs = 10_000) {
            return new Promise((done, fail) => {
              const entry = { kind, done, fail, timer: setTimeout(() => fail(new Error(`no ${kind} event within ${timeoutMs} ms`)), timeoutMs) };
              waiting.push(entry);
            });
          },
        };
        response.on('data', (chunk) => {
          buffer += chunk;
          let at;
          while ((at = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, at);
            buffer = buffer.slice(at + 2);
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            if (!data) continue;
            const event = JSON.parse(data.slice(6));
            stream.events += 1;
            const arrived = performance.now();
            const index = waiting.findIndex((entry) => entry.kind === event.kind);
            if (index !== -1) {
              const [entry] = waiting.splice(index, 1);
              clearTimeout(entry.timer);
              entry.done({ event, arrived });
            }
          }
        });
        response.on('close', () => void (stream.ended = true));
        resolve(stream);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** Resident set of the process and its children (the cluster's workers), in bytes; Linux /proc only. */
function residentBytes(pid) {
  const rss = (id) => {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${id}/status`, 'utf8'));
      return match ? Number(match[1]) * 1024 : 0;
    } catch {
      return 0;
    }
  };
  let children = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  } catch {
    // no /proc: reported as 0
  }
  return rss(pid) + children.reduce((sum, child) => sum + rss(child), 0);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * values.length) - 1)];
const cents = (money) => BigInt(money.replace('.', ''));
const money = (value) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;

/**
 * The step on one API: `database` is { dataDir } (PGlite) or { databaseUrl, workers } (PostgreSQL).
 * Returns the figures; throws when the step cannot run.
 */
async function measure({ port, adminToken, database, log }) {
  const { streams: count, posts, depositAmount } = LIVE_EVENTS;
  log(`  seeding ${count} members with a session each...`);
  const { idle, player } = await seedSessions({ databaseUrl: database.databaseUrl, dataDir: database.dataDir, count });
  const env = {
    SUITE_RATE_LIMIT_MAX: '1000000',
    SUITE_ADMIN_TOKEN: adminToken,
    SUITE_LIVE_EVENTS_MAX_STREAMS: String(count * 2),
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl, SUITE_API_WORKERS: String(database.workers) } : {}),
  };
  const child = await startApi({ port, dataDir: database.dataDir, quiet: true, pglite: !database.databaseUrl, env, timeoutMs: API_START_MS });
  const opened = [];
  try {
    const base = `http://127.0.0.1:${port}`;
    const admin = { 'x-admin-token': adminToken, 'x-operator': 'dev' };
    // One call first so the API has warmed up what every call uses before the memory is read.
    let sum = (await expectOk(base, 'GET', '/wps/v2/wallets/balance', { token: player })).sumBalance;
    const measuring = await openStream(port, player);
    opened.push(measuring);
    const openAll = async () => {
      const streams = [];
      for (let start = 0; start < idle.length; start += 50) {
        streams.push(...(await Promise.all(idle.slice(start, start + 50).map((token) => openStream(port, token)))));
      }
      return streams;
    };
    // A first round opened and closed, so the start-up's garbage is collected and the code paths are
    // warm before the memory is read (else the reading mostly shows the collector).
    log(`  opening and closing ${count} streams (warm-up), then opening them again...`);
    for (const stream of await openAll()) stream.close();
    await sleep(3_000);
    const rssBefore = residentBytes(child.pid);
    const openStarted = performance.now();
    opened.push(...(await openAll()));
    const openMs = performance.now() - openStarted;
    await sleep(3_000);
    const rssAfter = residentBytes(child.pid);

    log(`  ${posts} deposits approved by the operator, each timed to the balance event on the player's stream...`);
    const latencies = [];
    const answered = [];
    for (let i = 0; i < posts; i += 1) {
      const order = await expectOk(base, 'POST', '/wps/cashier/deposit', {
        token: player,
        body: { channelId: 'bank-bdo', amount: depositAmount },
        headers: { 'idempotency-key': randomUUID() },
      });
      const arriving = measuring.waitFor('balance');
      const started = performance.now();
      await expectOk(base, 'POST', `/admin/cashier/deposits/${order.orderId}/settle`, { body: { status: 'paid' }, headers: admin });
      answered.push(performance.now() - started);
      const { event, arrived } = await arriving;
      latencies.push(arrived - started);
      sum = money(cents(sum) + cents(depositAmount));
      if (event.sumBalance !== sum) throw new Error(`balance event ${event.id} says ${event.sumBalance}, the wallet should hold ${sum}`);
      await sleep(50);
    }
    await sleep(500);
    const idleStreams = opened.slice(1);
    return {
      streams: idleStreams.length,
      openMs,
      stillOpen: idleStreams.filter((stream) => !stream.ended).length,
      rssBefore,
      rssAfter,
      latencies,
      answered,
      strayEvents: idleStreams.reduce((total, stream) => total + stream.events, 0),
    };
  } finally {
    for (const stream of opened) stream.close();
    await stopProcess(child);
  }
}

/**
 * The whole step: PGlite (budgeted), and with `databaseUrl` PostgreSQL with 2 workers (report only).
 * `ports`: { pglite, postgres }; `scratch`: a temporary folder for the PGlite data.
 */
export async function liveEventsStep({ ports, scratch, adminToken, databaseUrl, log = () => {}, cleanups }) {
  const runs = [];
  log(`Live events on PGlite (API :${ports.pglite})...`);
  try {
    runs.push({ label: 'PGlite', workers: 1, ...(await measure({ port: ports.pglite, adminToken, database: { dataDir: path.join(scratch, 'events-data') }, log })) });
  } catch (error) {
    runs.push({ label: 'PGlite', workers: 1, error });
  }
  if (databaseUrl) {
    log(`Live events on PostgreSQL, 2 worker processes (API :${ports.postgres})...`);
    try {
      const schema = await scratchPostgresSchema(databaseUrl);
      cleanups.push(() => schema.drop());
      runs.push({ label: 'PostgreSQL', workers: 2, ...(await measure({ port: ports.postgres, adminToken, database: { databaseUrl: schema.url, workers: 2 }, log })) });
    } catch (error) {
      runs.push({ label: 'PostgreSQL', workers: 2, error });
    }
  }
  return runs;
}

const mib = (bytes) => (bytes / (1024 * 1024)).toFixed(1);

/** Prints the step; pushes the PGlite budget's verdict and any failure. */
export function reportLiveEvents(runs, verdicts, failures) {
  console.log(
    `\n(i) Live account events: ${LIVE_EVENTS.streams} open streams of ${LIVE_EVENTS.streams} members, then ${LIVE_EVENTS.posts} deposits approved ` +
      `(time from the operator's call to the balance event on the player's stream):`,
  );
  for (const run of runs) {
    console.log(`    ${run.label}, ${run.workers} process${run.workers === 1 ? '' : 'es'}:`);
    const budgeted = run.label === 'PGlite';
    if (run.error) {
      console.log(`      step failed: ${run.error.message}`);
      failures.push(`live events on ${run.label}`);
      if (budgeted) verdicts.push({ label: 'live events (did not run)', ok: false });
      continue;
    }
    const growth = run.rssAfter - run.rssBefore;
    console.log(
      `      memory: RSS ${mib(run.rssBefore)} -> ${mib(run.rssAfter)} MiB with the streams open, ${growth < 0 ? '' : '+'}${mib(growth)} MiB ` +
        `(${(growth / run.streams / 1024).toFixed(1)} KiB a stream; report only); opened in ${(run.openMs / 1000).toFixed(1)} s, ${run.stillOpen} still open at the end`,
    );
    const p95 = percentile(run.latencies, 95);
    const ok = p95 <= LIVE_EVENTS.budgetP95Ms && run.strayEvents === 0 && run.stillOpen === run.streams;
    let note = '(report only)';
    if (budgeted) {
      verdicts.push({ label: 'live events p95', ok });
      note = `${ok ? 'OK  ' : 'OVER'} (budget p95 ${LIVE_EVENTS.budgetP95Ms} ms, no event to another member, every stream still open)`;
    }
    console.log(
      `      post -> event p50 ${percentile(run.latencies, 50).toFixed(0).padStart(4)} ms   p95 ${p95.toFixed(0).padStart(4)} ms   ` +
        `max ${Math.max(...run.latencies).toFixed(0)} ms   (${run.latencies.length} posts; the approval call itself: p50 ${percentile(run.answered, 50).toFixed(0)} ms)   ${note}`,
    );
    console.log(`      events heard by the ${run.streams} other members' streams: ${run.strayEvents}`);
    if (run.strayEvents > 0) failures.push(`live events on ${run.label}: ${run.strayEvents} events reached other members`);
  }
}
