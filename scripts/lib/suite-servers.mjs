// Serves a built suite: the API (child process), the host's dist (SPA fallback + API proxy) and each
// remote's dist from its own origin (CORS). Used by `npm start` and the bench; the e2e suite builds
// on the same pieces.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { API_DIR, API_PREFIXES, HOST, REMOTES, distDir } from './apps.mjs';
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
 * Starts the API: `node --import tsx src/main.ts` in api/ (PGlite in SUITE_DATA_DIR, or PostgreSQL
 * when DATABASE_URL is set), and waits for GET /healthz.
 */
/** `pglite: true` ignores DATABASE_URL (fresh, isolated database for the e2e suite and the bench). */
export async function startApi({ port, dataDir, quiet = false, timeoutMs = 90000, pglite = false, env = {} }) {
  const main = path.join(API_DIR, 'src/main.ts');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const child = startProcess(process.execPath, ['--import', 'tsx', main], {
    cwd: API_DIR,
    label: 'api',
    quiet,
    env: { SUITE_API_PORT: String(port), SUITE_API_HOST: process.env.SUITE_API_HOST || '127.0.0.1', SUITE_CDN_ORIGINS: cdnOrigins(port).join(','), ...(dataDir ? { SUITE_DATA_DIR: dataDir } : {}), ...(pglite ? { DATABASE_URL: undefined } : {}), ...env },
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
