// The bench's money calls under load (`npm run bench`, step (e)): a member session for the seeded
// demo player, made ready to withdraw (payment password, a bound account, a funded wallet), then
// autocannon drives GET /wps/v2/wallets/balance and POST /wps/cashier/withdraw with N concurrent
// connections for a fixed time, and the ledger check runs afterwards. Loopback only.
//
// The login body is encrypted like the browser's: `@suite/shared/crypto` (TypeScript) is loaded
// through the API package's tsx, resolved as the API resolves it.
import { randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_DIR, ROOT } from './apps.mjs';

export const LOAD = { connections: 20, seconds: 10 };

const DEMO = { username: 'demo_player', password: 'Demo2026pass' };
const PAYMENT_PASSWORD = 'bench123';
const WITHDRAW_ACCOUNT = { kind: 'bank', provider: 'BPI', accountNo: '1234567890', holderName: 'DEMO PLAYER' };
const FUNDING = { channelId: 'bank-bdo', amount: '100000.00' };
const WITHDRAW_AMOUNT = '100.00';

const rootRequire = createRequire(path.join(ROOT, 'package.json'));
const apiRequire = createRequire(path.join(API_DIR, 'package.json'));

/** `@suite/shared/crypto`, loaded with the API's tsx (namespaced: nothing else in this process is affected). */
export async function sharedCrypto() {
  const tsxDir = path.dirname(apiRequire.resolve('tsx/package.json'));
  const apiEntry = apiRequire('tsx/package.json').exports['./esm/api'].import.default;
  const { tsImport } = await import(pathToFileURL(path.join(tsxDir, apiEntry)).href);
  return tsImport('@suite/shared/crypto', pathToFileURL(path.join(API_DIR, 'package.json')).href);
}

/** One call to the API: { status, envelope }; throws when the answer is not a JSON envelope. */
export async function call(base, method, urlPath, { token, body, headers = {} } = {}) {
  const response = await fetch(base + urlPath, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  try {
    return { status: response.status, envelope: JSON.parse(text) };
  } catch {
    throw new Error(`${method} ${urlPath}: HTTP ${response.status} without a JSON envelope: ${text.slice(0, 200)}`);
  }
}

/** The envelope's value, or an error naming the call and what the API said. */
export async function expectOk(base, method, urlPath, options) {
  const { status, envelope } = await call(base, method, urlPath, options);
  if (status !== 200 || !envelope.success) {
    throw new Error(`${method} ${urlPath}: HTTP ${status} ${envelope.message ?? ''} ${JSON.stringify(envelope.value ?? null)}`.trim());
  }
  return envelope.value;
}

/** A username login exactly as the browser makes it: proof of work solved, body encrypted. */
async function login(base, crypto) {
  const key = await expectOk(base, 'GET', '/wps/system/publicKey');
  const challenge = await expectOk(base, 'GET', '/wps/verification/challenge');
  const verification = await crypto.solveHumanVerification(challenge);
  const loginPath = '/wps/session/login';
  const body = await crypto.encryptPayload(
    await crypto.importServerKey(key),
    { type: 'username', username: DEMO.username, password: DEMO.password, ...verification },
    crypto.payloadAad('POST', loginPath),
  );
  const value = await expectOk(base, 'POST', loginPath, { body });
  if (typeof value?.token !== 'string') throw new Error(`POST ${loginPath}: no token in ${JSON.stringify(value)}`);
  return value.token;
}

/**
 * Makes the member ready to withdraw: payment password, a bound account, a funded main wallet.
 * Returns the account id and the withdrawal info after funding.
 */
async function prepareMoney(base, token, adminToken) {
  const auth = { token };
  const password = await call(base, 'POST', '/wps/member/paymentPassword', { ...auth, body: { newPassword: PAYMENT_PASSWORD, confirmPassword: PAYMENT_PASSWORD } });
  if (!password.envelope.success && password.envelope.value?.code !== 'paymentPasswordSet') {
    throw new Error(`POST /wps/member/paymentPassword: HTTP ${password.status} ${password.envelope.message}`);
  }

  let info = await expectOk(base, 'GET', '/wps/cashier/withdraw/info', auth);
  if (info.accounts.length === 0) {
    const holderName = info.payeeName || WITHDRAW_ACCOUNT.holderName;
    const bound = await call(base, 'POST', '/wps/cashier/withdraw/accounts', { ...auth, body: { ...WITHDRAW_ACCOUNT, holderName } });
    if (!bound.envelope.success && bound.envelope.value?.code !== 'accountTaken') {
      throw new Error(`POST /wps/cashier/withdraw/accounts: HTTP ${bound.status} ${bound.envelope.message}`);
    }
    info = await expectOk(base, 'GET', '/wps/cashier/withdraw/info', auth);
    if (info.accounts.length === 0) throw new Error('no withdrawal account bound after POST /wps/cashier/withdraw/accounts');
  }

  await fundMainWallet(base, token, adminToken);

  info = await expectOk(base, 'GET', '/wps/cashier/withdraw/info', auth);
  if (info.turnoverBlock) throw new Error(`withdrawals blocked by the turnover of bonus "${info.turnoverBlock.bonusName}"`);
  return { accountId: info.accounts[0].id, info };
}

/** Credits the member's main wallet as a player does: a deposit order, settled paid by the operator. */
export async function fundMainWallet(base, token, adminToken, funding = FUNDING) {
  const order = await expectOk(base, 'POST', '/wps/cashier/deposit', { token, body: funding, headers: { 'idempotency-key': randomUUID() } });
  const settled = await expectOk(base, 'POST', `/admin/cashier/deposits/${order.orderId}/settle`, {
    body: { status: 'paid' },
    headers: { 'x-admin-token': adminToken, 'x-operator': 'dev' },
  });
  if (settled.status !== 'credited') throw new Error(`deposit ${order.orderId} settled as ${settled.status}, not credited`);
}

/** Runs autocannon and resolves with its result (the programmatic API). */
export function cannon(options) {
  const autocannon = rootRequire('autocannon');
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** The figures the bench prints from one autocannon run, plus `success: true` answers and refusals. */
function figures(result, outcomes) {
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    succeeded: outcomes.succeeded,
    refusals: outcomes.refusals,
  };
}

function outcomeCounter() {
  const outcomes = { succeeded: 0, refusals: {} };
  const onResponse = (status, body) => {
    let envelope = null;
    try {
      envelope = JSON.parse(body);
    } catch {
      // counted below as unparsed
    }
    if (envelope?.success === true) {
      outcomes.succeeded += 1;
      return;
    }
    const reason = envelope?.value?.code ?? (envelope ? `HTTP ${status} ${String(envelope.message).slice(0, 60)}` : `HTTP ${status} (not JSON)`);
    outcomes.refusals[reason] = (outcomes.refusals[reason] ?? 0) + 1;
  };
  return { outcomes, onResponse };
}

/**
 * The whole step against the API at `port`: login, preparation, the two loads, the ledger check.
 * `log` prints progress lines.
 */
export async function moneyLoad({ port, adminToken, connections = LOAD.connections, seconds = LOAD.seconds, log = () => {} }) {
  const base = `http://127.0.0.1:${port}`;
  const token = await login(base, await sharedCrypto());
  const { accountId, info: before } = await prepareMoney(base, token, adminToken);
  const ordersBefore = await withdrawalCount(base, token);
  const withdrawal = { accountId, amount: WITHDRAW_AMOUNT, paymentPassword: PAYMENT_PASSWORD };

  // One withdrawal alone first: a refusal here (wrong password, limits) would make the load meaningless.
  await expectOk(base, 'POST', '/wps/cashier/withdraw', { token, body: withdrawal, headers: { 'idempotency-key': randomUUID() } });

  const common = { url: base, connections, duration: seconds, pipelining: 1, timeout: 30 };
  log(`  GET /wps/v2/wallets/balance, ${connections} connections for ${seconds} s...`);
  const balanceCount = outcomeCounter();
  const balance = await cannon({
    ...common,
    requests: [{ method: 'GET', path: '/wps/v2/wallets/balance', headers: { authorization: `Bearer ${token}` }, onResponse: balanceCount.onResponse }],
  });

  log(`  POST /wps/cashier/withdraw (${WITHDRAW_AMOUNT}, a fresh Idempotency-Key each), ${connections} connections for ${seconds} s...`);
  const withdrawCount = outcomeCounter();
  const body = JSON.stringify(withdrawal);
  const withdraw = await cannon({
    ...common,
    requests: [
      {
        method: 'POST',
        path: '/wps/cashier/withdraw',
        setupRequest: (request) => ({
          ...request,
          body,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        }),
        onResponse: withdrawCount.onResponse,
      },
    ],
  });

  // autocannon drops the requests still in flight when the time is up; the API finishes them.
  const { info: after, count } = await settledWithdrawInfo(base, token);
  const orders = count - ordersBefore;
  const ledger = await expectOk(base, 'GET', '/admin/ledger/check', { headers: { 'x-admin-token': adminToken, 'x-operator': 'dev' } });
  // Every withdrawal order (all still pending, the warm-up one too) holds WITHDRAW_AMOUNT from the main wallet.
  const cents = (money) => Math.round(Number(money) * 100);
  return {
    balance: figures(balance, balanceCount.outcomes),
    withdraw: figures(withdraw, withdrawCount.outcomes),
    wallet: {
      before: before.balance,
      after: after.balance,
      orders,
      consistent: cents(before.balance) - orders * cents(WITHDRAW_AMOUNT) === cents(after.balance),
    },
    ledger,
  };
}

async function withdrawalCount(base, token) {
  return (await expectOk(base, 'GET', '/wps/cashier/withdraw/orders?pageNo=1&pageSize=1', { token })).totalCount;
}

/**
 * The withdrawal info and the order count of one moment, once the main balance has stopped moving
 * (two equal reads 300 ms apart, at most ~10 s). A withdrawal still checking its payment password
 * (scrypt, before its transaction) may commit at any time, so the balance is read between two
 * equal counts: an order and its hold commit together, so none committed between them.
 */
async function settledWithdrawInfo(base, token) {
  const read = async () => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const count = await withdrawalCount(base, token);
      const info = await expectOk(base, 'GET', '/wps/cashier/withdraw/info', { token });
      if ((await withdrawalCount(base, token)) === count) return { info, count };
    }
    throw new Error('withdrawal orders kept arriving after the load');
  };
  let previous = await read();
  for (let attempt = 0; attempt < 30; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const current = await read();
    if (current.info.balance === previous.info.balance) return current;
    previous = current;
  }
  return previous;
}

/**
 * A fresh schema in DATABASE_URL's database for a second bench API, and the URL that makes the API
 * use it (search_path); `drop()` removes it. The caller's database is otherwise left alone.
 */
export async function scratchPostgresSchema(databaseUrl) {
  const pg = apiRequire('pg');
  const schema = `bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  const withUser = (value) => {
    let url;
    try {
      url = new URL(value);
    } catch {
      return value;
    }
    // Like the API (db/postgres.ts): a root shell may have no $USER for node-postgres to default to.
    if (!url.username && !url.searchParams.has('user') && !process.env.PGUSER && !process.env.USER) url.searchParams.set('user', os.userInfo().username);
    return url.toString();
  };
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: withUser(databaseUrl) });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE SCHEMA ${schema}`);
  // Appended as text: a socket URL like postgresql://role@/db?host=/var/run/postgresql (CI's) is not a
  // WHATWG URL, though node-postgres reads it.
  const url = `${databaseUrl}${databaseUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return { schema, url, drop: () => admin(`DROP SCHEMA ${schema} CASCADE`) };
}

export const newAdminToken = () => `bench-${randomBytes(16).toString('hex')}`;

// --- The read load (issue 14's load step): what a busy evening asks most ---

/** Game hall pages and searches the read load cycles through (the catalogue's 10,000 seeded games). */
const READ_VENDORS = ['SPX', 'LUX', 'RBT', 'GLD', 'NVA', 'JDE', 'ORB', 'KTO'];
const READ_NAMES = ['go', 'ra', 'fire', 'dra', 'jack', 'star', 'wild', 'gem'];
const gameListPaths = READ_VENDORS.map((vendor, i) => {
  const params = new URLSearchParams({ gameType: 'RNG', pageSize: '15', pageNo: String(1 + ((i * 7) % 20)) });
  if (i % 4 !== 0) params.set('vassalage', vendor);
  return `/wps/relay/GCSGAME_gameList?${params}`;
});
const searchPaths = READ_NAMES.map((name, i) => {
  const params = new URLSearchParams({ gameType: 'RNG', pageSize: '15', pageNo: String(1 + (i % 3)), gameName: name });
  if (i % 2 === 1) params.set('vassalage', READ_VENDORS[i]);
  return `/wps/relay/GCSGAME_gameList?${params}`;
});

/** The calls of the read load, in the order they run; `auth` ones carry the demo player's token. */
export const READ_LOAD_CALLS = [
  { name: 'game list', paths: gameListPaths },
  { name: 'search', paths: searchPaths },
  { name: 'balance', paths: ['/wps/v2/wallets/balance'], auth: true },
  { name: 'member info', paths: ['/wps/member/info'], auth: true },
  { name: 'lottery menu', paths: ['/lgw/vn/games/game_menu?prizeMode=Lott&device=WEB&language=es'] },
];

/**
 * The read load against the API at `port`: the demo player logs in, then each call of
 * READ_LOAD_CALLS gets `connections` connections for `seconds` s (autocannon cycles through the
 * call's paths). Returns { calls: [{ name, ...figures }] }; an answer that is not `success: true`
 * counts in `refusals` (and non-2xx).
 */
export async function readLoad({ port, connections = LOAD.connections, seconds = LOAD.seconds, log = () => {} }) {
  const base = `http://127.0.0.1:${port}`;
  const token = await login(base, await sharedCrypto());
  // One call of each first: a refusal here would make the load meaningless.
  for (const call of READ_LOAD_CALLS) await expectOk(base, 'GET', call.paths[0], call.auth ? { token } : {});
  const calls = [];
  for (const call of READ_LOAD_CALLS) {
    log(`  ${call.name}: GET ${call.paths[0]}${call.paths.length > 1 ? ` and ${call.paths.length - 1} more` : ''}, ${connections} connections for ${seconds} s...`);
    const count = outcomeCounter();
    const headers = call.auth ? { authorization: `Bearer ${token}` } : {};
    const result = await cannon({
      url: base,
      connections,
      duration: seconds,
      pipelining: 1,
      timeout: 30,
      requests: call.paths.map((urlPath) => ({ method: 'GET', path: urlPath, headers, onResponse: count.onResponse })),
    });
    calls.push({ name: call.name, ...figures(result, count.outcomes) });
  }
  return { calls };
}
