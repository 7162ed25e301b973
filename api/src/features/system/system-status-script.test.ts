import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SystemStatus } from '@suite/shared/contract';
import { envelope, startTestApp, TEST_ADMIN_TOKEN } from '../../testing/test-app';

const SCRIPT = path.resolve(__dirname, '../../../../scripts/system-status');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function runScript(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(SCRIPT, args, { env: { ...process.env, ...env }, timeout: 15_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** A port with nothing listening on it. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
    });
  });
}

describe('scripts/system-status', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let env: Record<string, string>;
  beforeAll(async () => {
    ({ app, close } = await startTestApp('pglite'));
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    env = { SUITE_API_URL: url, SUITE_ADMIN_TOKEN: TEST_ADMIN_TOKEN };
  });
  afterAll(() => close());

  const status = async (ip = '198.51.100.20'): Promise<SystemStatus> =>
    envelope<SystemStatus>(await app.inject({ method: 'GET', url: '/wps/system/status', remoteAddress: ip })).value;

  it('switches maintenance on with an end time and off again', async () => {
    const on = await runScript(['maintenance', 'on', '--until', '2026-12-01T10:00:00Z'], env);
    expect(on).toMatchObject({ code: 0, stderr: '' });
    expect(on.stdout).toContain('maintenance:        on (until 2026-12-01T10:00:00.000Z)');
    expect(await status()).toMatchObject({ status: 1, maintenanceEndTime: '2026-12-01T10:00:00.000Z' });

    const off = await runScript(['maintenance', 'off'], env);
    expect(off.stdout).toContain('maintenance:        off');
    expect((await status()).status).toBe(0);
  });

  it('switches region restriction on for given countries, keeps them when off, and shows the state', async () => {
    const on = await runScript(['region', 'on', '--countries', 'es,vn'], env);
    expect(on.stdout).toContain('region restriction: on (blocked countries: ES, VN)');
    expect((await status('198.51.100.20')).status).toBe(2);
    expect((await status('203.0.113.20')).status).toBe(0);

    await runScript(['region', 'off'], env);
    const shown = await runScript(['show'], env);
    expect(shown.stdout).toContain('region restriction: off (blocked countries: ES, VN)');
    expect((await status()).status).toBe(0);
  });

  it('explains usage mistakes without calling the API', async () => {
    const run = await runScript(['maintenance', 'on', '--until', 'tomorrow'], env);
    expect(run.code).toBe(64);
    expect(run.stderr).toContain('--until must be an ISO date-time');
    expect((await runScript(['reboot'], env)).stderr).toContain('unknown command reboot');
  });

  it('says so when the token is wrong', async () => {
    const run = await runScript(['show'], { ...env, SUITE_ADMIN_TOKEN: 'wrong' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Admin credentials refused: set SUITE_OPERATOR and SUITE_ADMIN_TOKEN');
  });

  it('says clearly that the API is not running', async () => {
    const port = await freePort();
    const run = await runScript(['show'], { ...env, SUITE_API_URL: `http://127.0.0.1:${port}` });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`the API is not reachable at http://127.0.0.1:${port} (ECONNREFUSED)`);
  });
});
