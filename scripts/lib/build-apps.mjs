// Production builds of the suite's apps, at most two webpack processes at once (the machines have
// two cores; more only thrashes). Each app builds into <app>/dist unless SUITE_OUT_DIR says otherwise.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APPS, distDir } from './apps.mjs';
import { binOf } from './packages.mjs';
import { run, seconds } from './proc.mjs';

export const BUILD_CONCURRENCY = 2;

/** Fails early, and plainly, when an app folder is missing or not yet buildable. */
export function assertAppsPresent(apps = APPS) {
  const missing = apps.filter((app) => !existsSync(path.join(app.dir, 'webpack.config.js')));
  if (missing.length > 0) {
    throw new Error(`Cannot build: ${missing.map((app) => `${app.pkg}/webpack.config.js`).join(', ')} missing.`);
  }
}

/** Apps whose dist has no entry file (index.html for the host, remoteEntry.js for a remote). */
export function appsWithoutDist(apps = APPS) {
  return apps.filter((app) => !existsSync(path.join(distDir(app), app.name === 'host' ? 'index.html' : 'remoteEntry.js')));
}

export async function buildApp(app, { env = {}, log = console.log } = {}) {
  const result = await run(process.execPath, [binOf('webpack-cli'), '--mode', 'production'], { cwd: app.dir, env });
  if (result.code !== 0) {
    const error = new Error(`Build of ${app.pkg} failed (exit ${result.code}):\n${result.output.trim()}`);
    error.app = app;
    throw error;
  }
  // A remote's config is two builds (the app, its standalone page's runtime): webpack names each.
  const warnings = result.output.replace(/^(webpack|\s*[\w-]+) compiled successfully.*$|^[\w-]+:$/gm, '').trim();
  log(`  built ${app.pkg.padEnd(15)} ${seconds(result.ms)}${warnings ? '\n' + warnings.replace(/^/gm, '    ') : ''}`);
  return result;
}

/**
 * Builds `apps` with a pool of BUILD_CONCURRENCY workers; the first failure stops new builds and is
 * rethrown once the running ones end.
 */
export async function buildApps(apps = APPS, { env = {}, log = console.log } = {}) {
  assertAppsPresent(apps);
  const started = Date.now();
  log(`Building ${apps.map((app) => app.pkg).join(', ')} (production, ${Math.min(BUILD_CONCURRENCY, apps.length)} at a time)`);
  const queue = [...apps];
  let failure = null;
  const worker = async () => {
    while (queue.length > 0 && !failure) {
      const app = queue.shift();
      try {
        await buildApp(app, { env, log });
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(BUILD_CONCURRENCY, apps.length) }, worker));
  if (failure) throw failure;
  log(`Build finished in ${seconds(Date.now() - started)}`);
}
