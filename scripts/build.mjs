#!/usr/bin/env node
// `npm run build`: production builds of the host and the four remotes into <app>/dist.
// Usage: node scripts/build.mjs [app ...]   (app = host, remote-games, ... ; default: all five)
import { APPS } from './lib/apps.mjs';
import { buildApps } from './lib/build-apps.mjs';
import { ensureDeps } from './lib/ensure-deps.mjs';

const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = wanted.filter((name) => !APPS.some((app) => app.pkg === name || app.name === name));
if (unknown.length > 0) {
  console.error(`Unknown app: ${unknown.join(', ')}. Apps: ${APPS.map((app) => app.pkg).join(', ')}`);
  process.exit(2);
}

try {
  await ensureDeps();
  await buildApps(wanted.length ? APPS.filter((app) => wanted.includes(app.pkg) || wanted.includes(app.name)) : APPS);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
