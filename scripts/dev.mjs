#!/usr/bin/env node
// `npm run dev`: the API (tsx watch) and the five webpack dev servers side by side, each named and
// coloured; when one exits, the others are stopped. The host's dev server answers /remotes.json with
// the remotes' dev ports (SUITE_*_PORT, default 3001-3004), and the API allows those origins.
import { API_PORT, APPS, HOST, REMOTES, ROOT } from './lib/apps.mjs';
import { ensureDeps } from './lib/ensure-deps.mjs';
import { assertPortsFree } from './lib/proc.mjs';
import { siteOrigins } from './lib/suite-servers.mjs';

const COLOURS = ['magenta', 'blue', 'green', 'yellow', 'cyan', 'red'];

try {
  await assertPortsFree([{ port: API_PORT, label: 'API' }, ...APPS.map((app) => ({ port: app.port, label: app.pkg }))]);
  await ensureDeps();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const { concurrently } = await import('concurrently');
// The API allows the dev servers' origins (SUITE_*_PORT): CORS, the game and lottery frames, back links.
const origins = siteOrigins({ base: 'http://localhost', hostPort: HOST.port, remotePorts: REMOTES.map((remote) => remote.port) });
const apiEnv = process.env.SUITE_CORS_ORIGINS ? {} : { SUITE_CORS_ORIGINS: origins.join(',') };
const commands = [{ name: 'api', command: 'corepack pnpm --silent --filter api dev', env: apiEnv }, ...APPS.map((app) => ({ name: app.pkg, command: `corepack pnpm --silent --filter ${app.pkg} dev` }))];

const { result } = concurrently(commands, {
  cwd: ROOT,
  prefix: 'name',
  prefixColors: COLOURS,
  killOthersOn: ['failure', 'success'],
  restartTries: 0,
});

console.log(`Dev servers: host http://localhost:${APPS[0].port}, remotes ${APPS.slice(1).map((app) => `:${app.port}`).join(' ')}, API :${API_PORT}`);

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
