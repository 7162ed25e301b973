/**
 * The name of a prepared test database (pglite-template.ts, postgres-template.ts): a hash of everything
 * it is made of (migrations, seeds, the database code, api/package.json with PGlite's pinned version),
 * so a change to any of them makes a new one.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const API_DIR = path.resolve(__dirname, '../..');

/** Every file the template is made of, in a stable order. */
function sources(): string[] {
  const listed = (dir: string, keep: (file: string) => boolean) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => keep(file) && !file.includes('.test.'))
      .sort()
      .map((file) => path.join(dir, file));
  return [
    ...listed(path.join(API_DIR, 'migrations'), (file) => file.endsWith('.sql')),
    ...listed(path.join(API_DIR, 'src/seed'), (file) => file.endsWith('.ts')),
    ...listed(path.join(API_DIR, 'src/db'), (file) => file.endsWith('.ts')),
    // How the dump is made (a checkpoint first).
    path.join(API_DIR, 'src/testing/pglite-template.ts'),
    // PGlite's version (pinned there): a data directory belongs to the PostgreSQL that wrote it.
    path.join(API_DIR, 'package.json'),
  ];
}

/** 16 hex digits; `extra` is whatever else shapes the seeded rows (the password hash cost of the demo accounts). */
export function templateKey(extra: string): string {
  const hash = createHash('sha256').update(extra);
  for (const file of sources()) {
    if (!existsSync(file)) continue;
    hash.update(path.relative(API_DIR, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}
