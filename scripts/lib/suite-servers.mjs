// Serves a built suite: the API (child process), the host's dist (SPA fallback + API proxy) and each
// remote's dist from its own origin (CORS). Used by `npm start` and the bench; the e2e suite builds
// on the same pieces.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { API_DIR, API_PORT, API_PREFIXES, HOST, REMOTES, distDir, remotesManifest } from './apps.mjs';
import { startProcess, stopProcess, waitForHttp } from './proc.mjs';
import { startStaticServer, stopStaticServer } from './static-server.mjs';

/** `http://localhost` or the operator's SUITE_PUBLIC_HOST (`cdn.example.com`, `https://cdn.example.com`). */
export function publicBase(value = process.env.SUITE_PUBLIC_HOST) {
  const host = (value || 'localhost').trim().replace(/\/+$/, '');
  return host.includes('://') ? host : `http://${host}`;
}

/**
 * The image and game-launch hosts of this suite (the permission data's imageCDNs and launchGameCDNs,
 * while the operator stores none): SUITE_CDN_ORIGINS when set ('' for none), else the API's own
 * origin and a local alias (`http://127.0.0.1:<apiPort>`, `http://localhost:<apiPort>`), which the
 * browser reaches when everything runs on this machine. With SUITE_PUBLIC_HOST the browser is elsewhere
 * and the API listens on loopback: none, images and games come through the host's proxy (same origin).
 * The API gets them as SUITE_CDN_ORIGINS, the static servers' CSP allows them.
 */
export function cdnOrigins(apiPort, env = process.env) {
  if (env.SUITE_CDN_ORIGINS !== undefined) {
    return env.SUITE_CDN_ORIGINS.split(',').map((value) => value.trim()).filter(Boolean);
  }
  if (env.SUITE_PUBLIC_HOST) return [];
  return [`http://127.0.0.1:${apiPort}`, `http://localhost:${apiPort}`];
}

/**
 * The origins browsers open this suite from: the host and each remote at the public base
 * (`publicBase()`) on the ports actually served, and on the default base (`http://localhost`) the
 * same ports on `http://127.0.0.1` too (the same machine). The API allows exactly these (its CORS,
 * the frame-ancestors of the game and lottery pages, the lottery lobby's back link): without them it
 * falls back to its built-in 3000-3004/3100-3104 and a suite on other ports gets blank game frames.
 * @param {{ base?: string, hostPort: number, remotePorts: Record<string, number> | number[] }} suite
 */
export function siteOrigins({ base = publicBase(), hostPort, remotePorts }) {
  const ports = [hostPort, ...(Array.isArray(remotePorts) ? remotePorts : Object.values(remotePorts))];
  const bases = base === 'http://localhost' ? [base, 'http://127.0.0.1'] : [base];
  // new URL().origin: the form a browser sends (https://x:443 is https://x).
  return [...new Set(bases.flatMap((each) => ports.map((port) => new URL(`${each}:${port}`).origin)))];
}

/**
 * What `npm start` serves, from the ports of SUITE_*_PORT (ports.cjs, read by apps.mjs) and
 * SUITE_PUBLIC_HOST: the host's public origin, each remote's port, the remotes.json it writes and the
 * origins the API must allow. One place, so the API, the pages' CSP and remotes.json cannot disagree.
 */
export function servedSuite({ base = publicBase() } = {}) {
  const remotePorts = Object.fromEntries(REMOTES.map((remote) => [remote.name, remote.port]));
  return {
    base,
    hostPort: HOST.port,
    hostOrigin: `${base}:${HOST.port}`,
    remotePorts,
    apiPort: API_PORT,
    manifest: remotesManifest(base),
    siteOrigins: siteOrigins({ base, hostPort: HOST.port, remotePorts }),
  };
}

/**
 * The API's environment (startApi): its port and address, the CDN origins, the data folder, and the
 * site's origins as SUITE_CORS_ORIGINS when `siteOrigins` is given (an operator's own
 * SUITE_CORS_ORIGINS wins). `env` is added last. `processEnv`: what the child inherits.
 */
export function apiEnvironment({ port, dataDir, pglite = false, siteOrigins: origins, env = {}, processEnv = process.env }) {
  return {
    SUITE_API_PORT: String(port),
    SUITE_API_HOST: processEnv.SUITE_API_HOST || '127.0.0.1',
    SUITE_CDN_ORIGINS: cdnOrigins(port, processEnv).join(','),
    ...(origins ? { SUITE_CORS_ORIGINS: processEnv.SUITE_CORS_ORIGINS || origins.join(',') } : {}),
    ...(dataDir ? { SUITE_DATA_DIR: dataDir } : {}),
    ...(pglite ? { DATABASE_URL: undefined } : {}),
    ...env,
  };
}

/**
 * Starts the API: `node --import tsx src/main.ts` in api/ (PGlite in SUITE_DATA_DIR, or PostgreSQL
 * when DATABASE_URL is set), and waits for GET /healthz. `siteOrigins`: the origins of the suite it
 * serves (`siteOrigins()`), which it then allows.
 */
/** `pglite: true` ignores DATABASE_URL (fresh, isolated database for the e2e suite and the bench). */
export async function startApi({ port, dataDir, quiet = false, timeoutMs = 90000, pglite = false, siteOrigins: origins, env = {} }) {
  const main = path.join(API_DIR, 'src/main.ts');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const child = startProcess(process.execPath, ['--import', 'tsx', main], {
    cwd: API_DIR,
    label: 'api',
    quiet,
    env: apiEnvironment({ port, dataDir, pglite, siteOrigins: origins, env }),
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/healthz`, { timeoutMs, child });
  } catch (error) {
    await stopProcess(child);
    const tail = child.outputTail().trim();
    throw new Error(`The API did not start: ${error.message}${tail ? `\n--- api output ---\n${tail}` : ''}`, { cause: error });
  }
  return child;
}

/**
 * Static servers for the host and the remotes. `remotes` picks which remotes to serve (bench loads
 * the host with none). Every HTML page gets a CSP built from the remotes.json and config.json the
 * host serves (an override, or the host's dist); `hostOrigin` is the host's public origin.
 * Returns a stop function.
 */
export async function startStaticSuite({ hostPort, remotePorts, apiPort, bindHost = '127.0.0.1', remotes = REMOTES, overrides = {}, hostOrigin }) {
  const servers = [];
  const policy = {
    remotesFile: overrides['/remotes.json'] ?? path.join(distDir(HOST), 'remotes.json'),
    configFile: overrides['/config.json'] ?? path.join(distDir(HOST), 'config.json'),
    hostOrigin,
    cdnOrigins: cdnOrigins(apiPort),
    https: Boolean(hostOrigin?.startsWith('https://')),
  };
  try {
    servers.push(
      await startStaticServer({
        root: distDir(HOST),
        port: hostPort,
        host: bindHost,
        spa: true,
        proxyPrefixes: API_PREFIXES,
        proxyTarget: { hostname: '127.0.0.1', port: apiPort },
        overrides,
        policy,
      }),
    );
    for (const remote of remotes) {
      servers.push(await startStaticServer({ root: distDir(remote), port: remotePorts[remote.name], host: bindHost, cors: true, policy }));
    }
  } catch (error) {
    await Promise.all(servers.map(stopStaticServer));
    throw error;
  }
  return () => Promise.all(servers.map(stopStaticServer));
}
