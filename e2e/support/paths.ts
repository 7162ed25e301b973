import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
export const E2E_DIR = path.join(ROOT, 'e2e');
/** Scratch space of the suite (git-ignored): second builds, override files. */
export const WORK_DIR = path.join(E2E_DIR, '.e2e');

export const HOST_DIST = path.join(ROOT, 'host/dist');

export function remoteDist(name: string): string {
  return path.join(ROOT, name.replace('_', '-'), 'dist');
}
