// The workspace packages the checks run over, in dependency order (shared first, e2e last).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';

export const PACKAGES = ['shared', 'host', 'remote-games', 'remote-lottery', 'remote-member', 'remote-agent', 'api', 'e2e'];

/**
 * Absolute path of a package's command, from its package.json `bin` (the root holds the build and
 * test devDependencies). Read from disk: `exports` maps often hide bin files from require.resolve.
 */
export function binOf(pkg, command = pkg) {
  const dir = path.join(ROOT, 'node_modules', pkg);
  const { bin } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const file = typeof bin === 'string' ? bin : bin?.[command];
  if (!file) throw new Error(`${pkg} has no "${command}" command`);
  return path.join(dir, file);
}

export const TSC = () => binOf('typescript', 'tsc');
export const JEST = () => binOf('jest');
export const ESLINT = () => binOf('eslint');

export function packageDir(name) {
  return path.join(ROOT, name);
}

export function hasFile(name, file) {
  return existsSync(path.join(packageDir(name), file));
}
