#!/usr/bin/env node
// `npm run build`: production builds of the host and the four remotes into <app>/dist.
// Usage: node scripts/build.mjs [app ...]   (app = host, remote-games, ... ; default: all five)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, HOST, distDir } from './lib/apps.mjs';
import { buildApps } from './lib/build-apps.mjs';
import { ensureDeps } from './lib/ensure-deps.mjs';
import { localEntries, withBuiltIntegrity } from './lib/remote-integrity.mjs';
import { writeFileAtomic } from './lib/write-atomic.mjs';

const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = wanted.filter((name) => !APPS.some((app) => app.pkg === name || app.name === name));
if (unknown.length > 0) {
  console.error(`Unknown app: ${unknown.join(', ')}. Apps: ${APPS.map((app) => app.pkg).join(', ')}`);
  process.exit(2);
}

try {
  await ensureDeps();
  await buildApps(wanted.length ? APPS.filter((app) => wanted.includes(app.pkg) || wanted.includes(app.name)) : APPS);
  await recordIntegrity();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

/**
 * host/dist/remotes.json (from host/public) points at the local remotes: give each line the integrity
 * of that remote's built remoteEntry.js, so a default install loads only those bytes (docs/releases.md).
 * After any build: a rebuilt remote changes its entry's hash, a rebuilt host starts from host/public.
 */
async function recordIntegrity() {
  const file = path.join(distDir(HOST), 'remotes.json');
  if (!existsSync(file)) return;
  const before = JSON.parse(readFileSync(file, 'utf8'));
  const after = withBuiltIntegrity(before, localEntries);
  if (JSON.stringify(after) === JSON.stringify(before)) return;
  await writeFileAtomic(file, JSON.stringify(after, null, 2) + '\n');
  console.log(`Recorded the integrity of the built remote entries in ${path.relative(process.cwd(), file)}`);
}
