#!/usr/bin/env node
// `npm start`: builds the suite for production and serves it like production would — the host on
// :3000, each remote from its own origin (:3001-3004), the API on :4000 — until Ctrl-C.
// Flags: --no-build (serve the existing dist folders).
// Env: SUITE_PUBLIC_HOST (host name the browser uses for the remotes, default localhost; when set,
// servers listen on all interfaces unless SUITE_BIND_HOST says otherwise), SUITE_*_PORT (ports.cjs),
// SUITE_DATA_DIR / DATABASE_URL (the API's database), SUITE_REMOTES_FILE (where remotes.json is
// written and served from, default host/dist/remotes.json). The API is told the origins served
// (siteOrigins: CORS, frame-ancestors of the game and lottery pages, the lobby's back link).
import path from 'node:path';
import { HOST, REMOTES, distDir } from './lib/apps.mjs';
import { appsWithoutDist, buildApps } from './lib/build-apps.mjs';
import { ensureDeps } from './lib/ensure-deps.mjs';
import { assertPortsFree, stopProcess } from './lib/proc.mjs';
import { withBuiltIntegrity } from './lib/remote-integrity.mjs';
import { servedSuite, startApi, startStaticSuite } from './lib/suite-servers.mjs';
import { writeFileAtomic } from './lib/write-atomic.mjs';

const args = process.argv.slice(2);
const unknownArgs = args.filter((arg) => arg !== '--no-build');
if (unknownArgs.length > 0) {
  console.error(`Unknown argument: ${unknownArgs.join(' ')}\nUsage: npm start [-- --no-build]`);
  process.exit(2);
}
const build = !args.includes('--no-build');
const bindHost = process.env.SUITE_BIND_HOST || (process.env.SUITE_PUBLIC_HOST ? '0.0.0.0' : '127.0.0.1');
// The ports, remotes.json and the origins browsers open this suite from (the API allows those), from
// SUITE_*_PORT and SUITE_PUBLIC_HOST.
const suite = servedSuite();
const { base, apiPort: API_PORT } = suite;
// remotes.json: in the host's build (swap-remote's default), or a file of the operator's.
const remotesFile = process.env.SUITE_REMOTES_FILE ? path.resolve(process.env.SUITE_REMOTES_FILE) : undefined;

let api;
let stopStatic;
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([stopStatic?.(), stopProcess(api)]);
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.log(`\n${signal}: stopping the suite...`);
    void shutdown(0);
  });
}

async function main() {
  // Ports first: a taken port should not cost a build to find out.
  await assertPortsFree(
    [
      { port: HOST.port, label: 'host' },
      ...REMOTES.map((remote) => ({ port: remote.port, label: remote.name })),
      { port: API_PORT, label: 'API' },
    ],
    bindHost,
  );
  await ensureDeps();
  if (build) {
    await buildApps();
  } else {
    const missing = appsWithoutDist();
    if (missing.length > 0) {
      throw new Error(`--no-build, but no build found for ${missing.map((app) => app.pkg).join(', ')}. Run \`npm run build\` first.`);
    }
  }
  // After the build: output.clean empties host/dist, remotes.json included.
  const manifestFile = remotesFile ?? path.join(distDir(HOST), 'remotes.json');
  // Each line carries the integrity of the remoteEntry.js just built (or found): docs/releases.md.
  const manifest = withBuiltIntegrity(suite.manifest, (remote) => [`${base}:${remote.port}/remoteEntry.js`]);
  await writeFileAtomic(manifestFile, JSON.stringify(manifest, null, 2) + '\n');
  console.log(`Wrote ${path.relative(process.cwd(), manifestFile)} (remotes at ${base}:<port>)`);

  console.log(`Starting the API on :${API_PORT} (${process.env.DATABASE_URL ? 'PostgreSQL from DATABASE_URL' : `PGlite in ${process.env.SUITE_DATA_DIR || 'api/.data'}`})...`);
  api = await startApi({ port: API_PORT, dataDir: process.env.SUITE_DATA_DIR, siteOrigins: suite.siteOrigins });
  api.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`The API stopped unexpectedly (${code ?? signal}); stopping the suite.`);
    void shutdown(1);
  });
  if (stopping) return;
  stopStatic = await startStaticSuite({
    hostPort: suite.hostPort,
    remotePorts: suite.remotePorts,
    apiPort: API_PORT,
    bindHost,
    hostOrigin: suite.hostOrigin,
    overrides: remotesFile ? { '/remotes.json': remotesFile } : {},
  });

  console.log('');
  console.log(`Suite ready: ${base}:${HOST.port}`);
  for (const remote of REMOTES) console.log(`  ${remote.name.padEnd(15)} ${base}:${remote.port}/remoteEntry.js`);
  console.log(`  API             http://127.0.0.1:${API_PORT} (proxied by the host: /wps /lgw /lotto)`);
  console.log(`  API allows      ${process.env.SUITE_CORS_ORIGINS || suite.siteOrigins.join(' ')}`);
  console.log(`  Operator view   ${base}:${HOST.port}/__suite`);
  console.log('Press Ctrl-C to stop.');
}

main().catch(async (error) => {
  console.error(`\nnpm start failed: ${error.message}`);
  await shutdown(1);
});
