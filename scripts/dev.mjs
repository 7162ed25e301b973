#!/usr/bin/env node
// `npm run dev`: the API (tsx watch) and the five webpack dev servers side by side, each named and
// coloured; when one exits, the others are stopped. The host's public/remotes.json already points at
// the remotes' dev ports (3001-3004).
import { API_PORT, APPS, ROOT } from './lib/apps.mjs';
import { ensureDeps } from './lib/ensure-deps.mjs';
import { assertPortsFree } from './lib/proc.mjs';

const COLOURS = ['magenta', 'blue', 'green', 'yellow', 'cyan', 'red'];

try {
  await assertPortsFree([{ port: API_PORT, label: 'API' }, ...APPS.map((app) => ({ port: app.port, label: app.pkg }))]);
  await ensureDeps();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const { concurrently } = await import('concurrently');
const commands = [{ name: 'api', command: 'corepack pnpm --silent --filter api dev' }, ...APPS.map((app) => ({ name: app.pkg, command: `corepack pnpm --silent --filter ${app.pkg} dev` }))];

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
