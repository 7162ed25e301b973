// The bench's money-write step (issue 26 #5; `npm run bench -- --only money`): CLIENTS members,
// each registered like a browser registers (proof of work, encrypted body), funded by a settled
// deposit, with a daily wager limit (so every limited move runs the whole safer-gambling check) and a
// game and a lottery lobby launched. Then one autocannon connection per member cycles for SECONDS
// through the three money writes a player makes most, each with a fresh Idempotency-Key:
//   transfer  POST /wps/relay/GCS_walletTransfer   MAIN -> the game's vendor wallet
//   spin      POST /wps/static/play/:token/spin     the game's minimum stake, from that wallet
//   bet       POST /lotto/lobby/:token/bets         one BAO_LO_2 number at the minimum stake, from MAIN
// and `scripts/ledger-check` runs against the API afterwards. Every answer must be success: true.
// API start-up, funding and the client loop are the load step's (load.mjs, bench.mjs).
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';
import { run } from './proc.mjs';
import { call, cannon, expectOk, fundMainWallet, sharedCrypto } from './load.mjs';

export const MONEY_WRITES = { clients: 20, seconds: 10 };
/** Issue 26 #5, on PGlite (one process): at least this many writes/s, p99 at most this, no error. */
export const MONEY_WRITE_BUDGET = { minWritesPerSecond: 400, p99Ms: 150 };
export const WRITE_KINDS = ['transfer', 'spin', 'bet'];

const FUNDING = { channelId: 'bank-bdo', amount: '50000.00' };
const TRANSFER_AMOUNT = '5.00';
/** Far above what 10 s can stake: never reached, but the usage is read and compared on every move. */
const WAGER_LIMIT = { kind: 'wager', window: 'day', amount: '900000.00' };
const LOTTERY_PRIZE_MODE = 'SEA';
const LOTTERY_PLAY_TYPE = 'BAO_LO_2';
/** The lottery's draw must stay open this long after preparation (the run and its margin). */
const DRAW_OPEN_MARGIN_MS = 5 * 60_000;
/** register:ip allows 10 registrations an hour from one address: the bench clears it between batches. */
const REGISTRATIONS_PER_BATCH = 10;
const REGISTER_PATH = '/wps/member/register';

const admin = (adminToken) => ({ 'x-admin-token': adminToken, 'x-operator': 'dev' });

/** A member registered by username as the browser does it (login: true answers a session token). */
async function registerMember(base, crypto, serverKey, username, password) {
  const challenge = await expectOk(base, 'GET', '/wps/verification/challenge');
  const verification = await crypto.solveHumanVerification(challenge);
  const body = await crypto.encryptPayload(
    serverKey,
    { username, password, confirmPassword: password, login: true, registerUrl: `${base}/register`, registerMethod: 'WEB', ...verification },
    crypto.payloadAad('PUT', REGISTER_PATH),
  );
  const value = await expectOk(base, 'PUT', REGISTER_PATH, { body });
  if (typeof value?.token !== 'string') throw new Error(`PUT ${REGISTER_PATH}: no token in ${JSON.stringify(value)}`);
  return value.token;
}

/** The first playable RNG game of the hall: its vendor (the wallet it plays from), code and minimum bet. */
async function pickSlot(base) {
  const { games } = await expectOk(base, 'GET', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=15&pageNo=1');
  const game = games.find((candidate) => candidate.isGame);
  if (!game) throw new Error('no playable RNG game on the first page of the hall');
  return { vendor: game.vassalage, gameCode: game.gameCode, minBet: game.minBet };
}

const tokenIn = (content, prefix) => new RegExp(`${prefix}/([A-Za-z0-9_-]{32})`).exec(content)?.[1] ?? null;

async function launchSlot(base, token, slot) {
  const query = new URLSearchParams({ vassalage: slot.vendor, gameCode: slot.gameCode, gameType: 'RNG', language: 'es' });
  const { content } = await expectOk(base, 'GET', `/wps/game/launchGame?${query}`, { token });
  const playToken = tokenIn(content, '/wps/static/play');
  if (!playToken) throw new Error(`launchGame: no play token in ${content}`);
  return playToken;
}

async function launchLobby(base, token, gameCode) {
  const query = new URLSearchParams({ lottoArea: 'VN', launchMode: 'LOTT', prizeMode: LOTTERY_PRIZE_MODE, view: 'betting', device: 'WEB', backUrl: '/lottery', language: 'es', gameCode });
  const { content } = await expectOk(base, 'GET', `/lgw/games/launch?${query}`, { token });
  const lobbyToken = tokenIn(content, '/lotto/lobby');
  if (!lobbyToken) throw new Error(`lottery launch: no lobby token in ${content}`);
  return lobbyToken;
}

/** A lottery whose open draw stays open through the run, and the bet the clients place on it. */
async function pickLotteryBet(base, token) {
  const menu = await expectOk(base, 'GET', `/lgw/vn/games/game_menu?prizeMode=${LOTTERY_PRIZE_MODE}&device=WEB&language=es`);
  const codes = [...new Set(JSON.stringify(menu).match(/"gameCode":"[A-Za-z0-9_]+"/g) ?? [])].map((pair) => pair.slice('"gameCode":"'.length, -1));
  for (const gameCode of codes) {
    const lobby = await launchLobby(base, token, gameCode);
    const state = await expectOk(base, 'GET', `/lotto/lobby/${lobby}/state?gameCode=${gameCode}`);
    const playType = state.playTypes.find((type) => type.code === LOTTERY_PLAY_TYPE);
    if (!playType || state.draw?.status !== 'open' || Date.parse(state.draw.lockTime) - Date.now() < DRAW_OPEN_MARGIN_MS) continue;
    return { gameCode, numero: state.draw.numero, playType: LOTTERY_PLAY_TYPE, picks: ['27'], stakePerNumber: playType.minStake };
  }
  throw new Error(`no lottery of ${codes.join(', ') || 'the menu'} has a ${LOTTERY_PLAY_TYPE} draw open for the next ${DRAW_OPEN_MARGIN_MS / 60_000} minutes`);
}

/**
 * CLIENTS members ready to write: registered, funded, limited, a slot and a lobby launched each.
 * Switches the API to one wallet per vendor (transfers need it) and registration off the captcha.
 */
export async function prepareMoneyWriters(base, adminToken, { clients = MONEY_WRITES.clients, log = () => {} } = {}) {
  const headers = admin(adminToken);
  await expectOk(base, 'PUT', '/admin/cashier/wallet-mode', { body: { isSingle: false }, headers });
  await expectOk(base, 'PUT', '/admin/site/register-fields/captcha', { body: { enabled: false }, headers });
  const crypto = await sharedCrypto();
  const serverKey = await crypto.importServerKey(await expectOk(base, 'GET', '/wps/system/publicKey'));
  const slot = await pickSlot(base);
  const runId = randomBytes(3).toString('hex');
  log(`  registering and funding ${clients} members (${FUNDING.amount} each, a ${WAGER_LIMIT.window} ${WAGER_LIMIT.kind} limit of ${WAGER_LIMIT.amount})...`);
  const members = [];
  for (let i = 0; i < clients; i += 1) {
    if (i % REGISTRATIONS_PER_BATCH === 0) await expectOk(base, 'DELETE', '/admin/accounts/rate-limits', { headers });
    const username = `bw${runId}${String(i).padStart(3, '0')}`;
    const token = await registerMember(base, crypto, serverKey, username, `Bench-${randomBytes(9).toString('hex')}-7`);
    await fundMainWallet(base, token, adminToken, FUNDING);
    await expectOk(base, 'PUT', '/wps/member/responsible/limits', { token, body: WAGER_LIMIT });
    members.push({ username, token, playToken: await launchSlot(base, token, slot) });
  }
  const lottery = await pickLotteryBet(base, members[0].token);
  for (const member of members) member.lobbyToken = await launchLobby(base, member.token, lottery.gameCode);
  return { slot, lottery, members };
}

/** The three writes of one member, as autocannon requests (a fresh Idempotency-Key each time). */
function memberWrites(member, { slot, lottery }, onAnswer) {
  const json = (kind, method, urlPath, body, auth) => {
    const payload = JSON.stringify(body);
    return {
      method,
      path: urlPath,
      setupRequest: (request) => ({
        ...request,
        body: payload,
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...(auth ? { authorization: `Bearer ${member.token}` } : {}) },
      }),
      onResponse: (status, responseBody) => onAnswer(kind, status, responseBody),
    };
  };
  return [
    json('transfer', 'POST', '/wps/relay/GCS_walletTransfer', { fromWallet: 'MAIN', toWallet: slot.vendor, amount: TRANSFER_AMOUNT }, true),
    json('spin', 'POST', `/wps/static/play/${member.playToken}/spin`, { amount: slot.minBet }, false),
    json('bet', 'POST', `/lotto/lobby/${member.lobbyToken}/bets`, lottery, false),
  ];
}

/** One of each write for every member first: a refusal here would make the load meaningless. */
async function warmUp(base, writers) {
  for (const member of writers.members) {
    for (const write of memberWrites(member, writers, () => {})) {
      const request = write.setupRequest({});
      const { status, envelope } = await call(base, write.method, write.path, { body: JSON.parse(request.body), headers: request.headers });
      if (status !== 200 || !envelope.success) {
        throw new Error(`${write.method} ${write.path} as ${member.username}: HTTP ${status} ${envelope.message ?? ''} ${JSON.stringify(envelope.value ?? null)}`.trim());
      }
    }
  }
}

/** Nearest-rank percentile of the durations (ms). */
const percentile = (values, p) => (values.length === 0 ? 0 : [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * values.length) - 1)]);

/**
 * CPU time (ms, user + system) the process has used so far, from /proc (Linux; null elsewhere).
 * CPU per write is steadier than req/s on a machine other work is also using.
 */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1).split(' ');
    // utime and stime, fields 14 and 15 of stat, in clock ticks (USER_HZ, 100 on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** `scripts/ledger-check` against the API, as an operator runs it: { ok, output }. */
async function ledgerCheck(base, adminToken) {
  const script = path.join(ROOT, 'scripts', 'ledger-check.mjs');
  const result = await run(process.execPath, [script], { env: { SUITE_API_URL: base, SUITE_ADMIN_TOKEN: adminToken, SUITE_OPERATOR: 'dev' } });
  return { ok: result.code === 0, output: result.output.trim() };
}

/**
 * The whole step against the API at `port`: preparation, the write load, the ledger check. `pid`:
 * the API's process when it is one process, for its CPU time per write.
 * Returns { writes: figures, kinds: { transfer|spin|bet: { answers, succeeded, p50, p99 } }, refusals,
 * cpuMsPerWrite (or null), ledger }.
 */
export async function moneyWrites({ port, adminToken, pid = null, clients = MONEY_WRITES.clients, seconds = MONEY_WRITES.seconds, log = () => {} }) {
  const base = `http://127.0.0.1:${port}`;
  const writers = await prepareMoneyWriters(base, adminToken, { clients, log });
  await warmUp(base, writers);

  const kinds = Object.fromEntries(WRITE_KINDS.map((kind) => [kind, { answers: 0, succeeded: 0, durations: [] }]));
  const refusals = {};
  let nextMember = 0;
  log(
    `  ${clients} clients (a member each) for ${seconds} s, each cycling transfer ${TRANSFER_AMOUNT} MAIN -> ${writers.slot.vendor}, ` +
      `spin ${writers.slot.minBet} on ${writers.slot.gameCode}, bet ${writers.lottery.stakePerNumber} on ${writers.lottery.gameCode} ${writers.lottery.numero}...`,
  );
  const cpuBefore = pid ? cpuMs(pid) : null;
  const result = await cannon({
    url: base,
    connections: clients,
    duration: seconds,
    pipelining: 1,
    timeout: 30,
    // One member per connection: its own requests, and the kind of its last answer for the timing below.
    setupClient: (client) => {
      const member = writers.members[nextMember % writers.members.length];
      nextMember += 1;
      let lastKind = null;
      client.setRequests(
        memberWrites(member, writers, (kind, status, body) => {
          lastKind = kind;
          const tally = kinds[kind];
          tally.answers += 1;
          let envelope = null;
          try {
            envelope = JSON.parse(body);
          } catch {
            // counted as a refusal below
          }
          if (envelope?.success === true) {
            tally.succeeded += 1;
            return;
          }
          const reason = `${kind}: ${envelope?.value?.code ?? (envelope ? `HTTP ${status} ${String(envelope.message).slice(0, 60)}` : `HTTP ${status} (not JSON)`)}`;
          refusals[reason] = (refusals[reason] ?? 0) + 1;
        }),
      );
      // autocannon emits 'response' right after the request's onResponse: the duration is lastKind's.
      client.on('response', (_status, _bytes, duration) => {
        if (lastKind) kinds[lastKind].durations.push(duration);
      });
    },
  });

  const cpuAfter = pid ? cpuMs(pid) : null;
  // autocannon drops the requests in flight when the time is up; the API finishes them first.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const ledger = await ledgerCheck(base, adminToken);
  const succeeded = WRITE_KINDS.reduce((sum, kind) => sum + kinds[kind].succeeded, 0);
  return {
    writes: {
      requests: result.requests.total,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      succeeded,
      refused: result.requests.total - succeeded,
    },
    kinds: Object.fromEntries(
      WRITE_KINDS.map((kind) => {
        const { answers, succeeded: ok, durations } = kinds[kind];
        return [kind, { answers, succeeded: ok, p50: percentile(durations, 50), p99: percentile(durations, 99) }];
      }),
    ),
    refusals,
    cpuMsPerWrite: cpuBefore !== null && cpuAfter !== null && succeeded > 0 ? (cpuAfter - cpuBefore) / succeeded : null,
    ledger,
  };
}

/** Whether a PGlite run meets MONEY_WRITE_BUDGET: enough writes/s, p99 low enough, every answer a success. */
export function meetsMoneyBudget({ writes }) {
  const clean = writes.errors === 0 && writes.timeouts === 0 && writes.non2xx === 0 && writes.refused === 0;
  return clean && writes.rps >= MONEY_WRITE_BUDGET.minWritesPerSecond && writes.p99 <= MONEY_WRITE_BUDGET.p99Ms;
}
