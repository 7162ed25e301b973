/**
 * SUITE_API_WORKERS (main.ts): the real start file in child processes. PGlite refuses more than one
 * process; on PostgreSQL two workers share the port and a logout in one is refused at once by the
 * other. (Draws and bets settled once by two processes: draw-scheduler.test.ts, bet-settlement.test.ts.)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import type { Envelope, LoginResult, ServerPublicKey, VerificationChallenge } from '@suite/shared/contract';
import { encryptPayload, importServerKey, payloadAad, solveHumanVerification } from '@suite/shared/crypto';
import { withDefaultUser } from './db/postgres';

const API_DIR = path.resolve(__dirname, '..');
const DATABASE_URL = process.env.DATABASE_URL;

function startApi(env: Record<string, string | undefined>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...process.env, DATABASE_URL: undefined, SUITE_LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** One call on a connection of its own (so the cluster may hand it to any worker). */
function call<T>(port: number, method: string, urlPath: string, { token, body }: { token?: string; body?: unknown } = {}) {
  return new Promise<{ status: number; body: Envelope<T> }>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => void (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Envelope<T> }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Waits (up to 30 s) for the API's output to show `pattern`; fails with the output so far. */
async function waitForOutput(output: () => string, pattern: RegExp): Promise<void> {
  for (let attempt = 0; attempt < 120 && !pattern.test(output()); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 250));
  expect(output()).toMatch(pattern);
}

async function waitForHealth(port: number, exited: Promise<number | null>, output: () => string): Promise<void> {
  let gone = false;
  void exited.then(() => void (gone = true));
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (gone) throw new Error(`the API exited:\n${output()}`);
    try {
      if ((await call(port, 'GET', '/healthz')).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API did not start:\n${output()}`);
}

describe('SUITE_API_WORKERS', () => {
  it('is refused on PGlite with a clear message', async () => {
    const api = startApi({ SUITE_API_WORKERS: '2', SUITE_DATA_DIR: 'memory://', SUITE_API_PORT: '0' });
    expect(await api.exited).toBe(1);
    expect(api.output()).toMatch(/SUITE_API_WORKERS=2 needs PostgreSQL \(set DATABASE_URL\); PGlite is one process/);
  }, 60_000);

  (DATABASE_URL ? it : it.skip)(
    'runs two workers on PostgreSQL that share the port, and a logout in one is refused at once by both',
    async () => {
      const url = DATABASE_URL as string;
      const schema = `test_workers_${process.pid}_${randomBytes(4).toString('hex')}`;
      const admin = async (sql: string) => {
        const client = new pg.Client({ connectionString: withDefaultUser(url) });
        await client.connect();
        try {
          await client.query(sql);
        } finally {
          await client.end();
        }
      };
      await admin(`CREATE SCHEMA ${schema}`);
      const port = await freePort();
      const schemaUrl = `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
      const api = startApi({ SUITE_API_WORKERS: '2', DATABASE_URL: schemaUrl, SUITE_API_PORT: String(port), SUITE_POW_DIFFICULTY: '4', SUITE_SCRYPT_LN: '14' });
      try {
        await waitForHealth(port, api.exited, api.output);
        // The first worker answers /healthz before the second listens; the primary logs once both do.
        await waitForOutput(api.output, /2 worker processes/);

        const key = (await call<ServerPublicKey>(port, 'GET', '/wps/system/publicKey')).body.value;
        const challenge = (await call<VerificationChallenge>(port, 'GET', '/wps/verification/challenge')).body.value;
        const login = '/wps/session/login';
        const body = await encryptPayload(
          await importServerKey(key),
          { type: 'username', username: 'demo_player', password: 'Demo2026pass', ...(await solveHumanVerification(challenge)) },
          payloadAad('POST', login),
        );
        const logged = await call<LoginResult>(port, 'POST', login, { body });
        expect(logged.body.success).toBe(true);
        const token = logged.body.value.token;

        // Fresh connections, handed round-robin: both workers now hold the session in memory.
        const balances = async () => Promise.all(Array.from({ length: 6 }, () => call(port, 'GET', '/wps/v2/wallets/balance', { token })));
        expect((await balances()).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
        expect((await call(port, 'DELETE', '/wps/session/logout', { token })).status).toBe(200);
        // The other worker was told through the primary: no call is served from a stale memory.
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect((await balances()).map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 401]);
      } finally {
        api.child.kill('SIGTERM');
        expect(await api.exited).toBe(0);
        await admin(`DROP SCHEMA ${schema} CASCADE`);
      }
    },
    180_000,
  );
});
