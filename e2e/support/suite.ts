// One served suite per test file: the host's dist on 3100 (with this file's own /remotes.json and
// /config.json, never written into host/dist) and the remotes' dists on 3101-3104, all run by a
// child process (serve-suite.mjs) that the test can order to stop, restart or replace a server.
// The API (4100) is started once for the whole run by the global setup.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { assertNoCspViolations, suiteClosed, suiteOpened } from './csp-violations';
import { HOST_DIST, WORK_DIR, remoteDist } from './paths';
import { E2E_API_PORT, E2E_CDN_ORIGINS, E2E_HOST_PORT, E2E_REMOTE_PORTS, HOST_URL, REMOTE_NAMES, remoteOrigin, type RemoteName } from './ports';

const API_PREFIXES = ['/wps', '/lgw', '/lotto', '/healthz'];

/**
 * The platform profile the served host runs (config.json `platform.profile`, docs/platform-profile.md):
 * SUITE_E2E_PLATFORM_PROFILE (e.g. 'spec-strict') runs the same build against another profile, no rebuild.
 */
export function e2ePlatformProfile(): string | undefined {
  return process.env.SUITE_E2E_PLATFORM_PROFILE || undefined;
}

/** The built config.json, with the profile of SUITE_E2E_PLATFORM_PROFILE when set. */
function servedConfig(built: string): string {
  const profile = e2ePlatformProfile();
  if (!profile) return built;
  const config = JSON.parse(built) as { platform?: Record<string, unknown> };
  return JSON.stringify({ ...config, platform: { ...config.platform, profile } }, null, 2);
}

export interface RemotesEntry {
  name: string;
  entry: string;
  integrity?: string;
}

export function defaultRemotes(): RemotesEntry[] {
  return REMOTE_NAMES.map((name) => ({ name, entry: `${remoteOrigin(name)}/remoteEntry.js` }));
}

/** The SRI remotes.json records for a build folder's remoteEntry.js (what scripts/swap-remote writes). */
export function entryIntegrity(dir: string): string {
  return `sha384-${createHash('sha384').update(readFileSync(path.join(dir, 'remoteEntry.js'))).digest('base64')}`;
}

/**
 * The remotes.json a suite starts with: the default remotes, each with the integrity of its build, as
 * `npm start` and `npm run build` write it (docs/releases.md, "Remote integrity").
 */
export function guardedRemotes(): RemotesEntry[] {
  return defaultRemotes().map((remote) => ({ ...remote, integrity: entryIntegrity(remoteDist(remote.name)) }));
}

type Order = { cmd: 'start' | 'stop'; name: string } | { cmd: 'serve'; name: string; options: object } | { cmd: 'hang'; name: string; port: number };

export class ServedSuite {
  /** The remotes.json this suite's host serves (swap-remote edits it with --file). */
  readonly remotesFile: string;
  readonly configFile: string;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();

  private constructor(
    private readonly child: ChildProcessWithoutNullStreams,
    private readonly dir: string,
  ) {
    this.remotesFile = path.join(dir, 'remotes.json');
    this.configFile = path.join(dir, 'config.json');
  }

  static async start(): Promise<ServedSuite> {
    mkdirSync(WORK_DIR, { recursive: true });
    const dir = mkdtempSync(path.join(WORK_DIR, 'suite-'));
    const remotesFile = path.join(dir, 'remotes.json');
    const configFile = path.join(dir, 'config.json');
    writeFileSync(remotesFile, JSON.stringify(guardedRemotes(), null, 2));
    writeFileSync(configFile, servedConfig(readFileSync(path.join(HOST_DIST, 'config.json'), 'utf8')));
    // The CSP of every HTML page is built from this file's remotes.json and config.json (read on each page).
    const policy = { remotesFile, configFile, hostOrigin: HOST_URL, cdnOrigins: E2E_CDN_ORIGINS };
    const servers: Record<string, object> = {
      host: {
        root: HOST_DIST,
        port: E2E_HOST_PORT,
        spa: true,
        proxyPrefixes: API_PREFIXES,
        proxyTarget: { hostname: '127.0.0.1', port: E2E_API_PORT },
        overrides: { '/remotes.json': remotesFile, '/config.json': configFile },
        policy,
      },
    };
    for (const name of REMOTE_NAMES) servers[name] = { root: remoteDist(name), port: E2E_REMOTE_PORTS[name], cors: true, policy };
    const child = spawn(process.execPath, [path.join(__dirname, 'serve-suite.mjs'), JSON.stringify({ servers })], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const suite = new ServedSuite(child, dir);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const lines = readline.createInterface({ input: child.stdout });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`serve-suite did not start: ${stderr}`)), 15000);
      child.once('exit', (code) => reject(new Error(`serve-suite exited (${code}): ${stderr}`)));
      lines.on('line', (line) => {
        const message = JSON.parse(line) as { ready?: boolean; id?: number; ok?: boolean; error?: string };
        if (message.ready !== undefined) {
          clearTimeout(timer);
          if (message.ready) resolve();
          else reject(new Error(`serve-suite could not start: ${message.error}`));
          return;
        }
        const waiter = message.id === undefined ? undefined : suite.pending.get(message.id);
        if (!waiter || message.id === undefined) return;
        suite.pending.delete(message.id);
        if (message.ok) waiter.resolve();
        else waiter.reject(new Error(message.error ?? 'order failed'));
      });
    });
    suiteOpened();
    return suite;
  }

  private order(order: Order): Promise<void> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.stdin.write(JSON.stringify({ id, ...order }) + '\n');
    });
  }

  stopServer(name: RemoteName | string): Promise<void> {
    return this.order({ cmd: 'stop', name });
  }

  startServer(name: RemoteName | string): Promise<void> {
    return this.order({ cmd: 'start', name });
  }

  /** Serves another build folder (CORS, like a remote) under a new server name. */
  serveRemoteBuild(name: string, root: string, port: number): Promise<void> {
    return this.order({ cmd: 'serve', name, options: { root, port, cors: true, policy: { remotesFile: this.remotesFile, configFile: this.configFile, hostOrigin: HOST_URL, cdnOrigins: E2E_CDN_ORIGINS } } });
  }

  /** A server that accepts TCP connections and never answers. */
  hang(name: string, port: number): Promise<void> {
    return this.order({ cmd: 'hang', name, port });
  }

  setRemotes(remotes: RemotesEntry[]): void {
    writeFileSync(this.remotesFile, JSON.stringify(remotes, null, 2));
  }

  writeRemotesRaw(text: string): void {
    writeFileSync(this.remotesFile, text);
  }

  writeConfigRaw(text: string): void {
    writeFileSync(this.configFile, text);
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => {
      if (this.child.exitCode !== null) return resolve();
      this.child.once('exit', () => resolve());
      this.child.stdin.end();
      setTimeout(() => this.child.kill('SIGKILL'), 5000).unref();
    });
    rmSync(this.dir, { recursive: true, force: true });
    suiteClosed();
    // Last thing of every journey file: zero CSP violations in the pages it opened.
    assertNoCspViolations();
  }
}
