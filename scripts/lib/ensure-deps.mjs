// Installs the workspace's dependencies when node_modules is missing or older than pnpm-lock.yaml,
// so `npm start` / `npm test` work on a fresh clone with nothing but Node 20 (corepack ships pnpm).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from './apps.mjs';
import { run } from './proc.mjs';

function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** Why an install is needed, or null when node_modules is up to date. */
export function installReason(root = ROOT) {
  const lock = path.join(root, 'pnpm-lock.yaml');
  const modules = path.join(root, 'node_modules');
  if (!existsSync(modules)) return 'node_modules is missing';
  // pnpm rewrites .modules.yaml on every install, so it dates the last one.
  const installedAt = mtime(path.join(modules, '.modules.yaml')) || mtime(modules);
  if (mtime(lock) > installedAt) return 'pnpm-lock.yaml is newer than node_modules';
  return null;
}

export async function ensureDeps({ root = ROOT } = {}) {
  const reason = installReason(root);
  if (!reason) return;
  console.log(`${reason}: running corepack pnpm install --frozen-lockfile`);
  const { code } = await run('corepack', ['pnpm', 'install', '--frozen-lockfile'], {
    cwd: root,
    stream: true,
    env: { COREPACK_ENABLE_DOWNLOAD_PROMPT: '0' },
  });
  if (code !== 0) {
    throw new Error(
      `Dependency install failed (exit ${code}). Run \`corepack pnpm install --frozen-lockfile\` in ${root} to see why ` +
        '(corepack ships with Node 20; the pnpm version is pinned in package.json).',
    );
  }
}

// Allow `node scripts/lib/ensure-deps.mjs` on its own.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureDeps().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
