/**
 * One migrated, seeded PGlite database per test run, copied for each test file (issue 26 #16: test
 * time). A new in-memory PGlite runs initdb (3-9 s on a busy 2-core machine) and then every migration
 * and seed (~3 s); loading a dumped data directory takes about 1 s. The dump is a file in the system's
 * temporary folder, named after what it is made of (migrations, seeds, the database code, PGlite's
 * version, the test password cost), so a change to any of them makes a new one; test files started by
 * other jest processes at the same time share it (written to a temporary name, then renamed).
 *
 * Each test file still runs `prepareDatabase` on its copy: migrations find nothing to do, the seeds top
 * up what depends on the clock (the lottery's draw history), so a copy is what a fresh database would be.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MEMORY, openPglite } from '../db/pglite';
import { prepareDatabase } from '../db/prepare';

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
    // PGlite's version (pinned there): a data directory belongs to the PostgreSQL that wrote it.
    path.join(API_DIR, 'package.json'),
  ];
}

function templateKey(extra: string): string {
  const hash = createHash('sha256').update(extra);
  for (const file of sources()) {
    if (!existsSync(file)) continue;
    hash.update(path.relative(API_DIR, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

let made: Promise<Blob> | undefined;

/**
 * The dumped data directory of a prepared database. `extra` goes into the name: whatever else shapes the
 * seeded rows (the password hash cost of the demo accounts).
 */
export function preparedPgliteTemplate(extra: string): Promise<Blob> {
  made ??= (async () => {
    const file = path.join(os.tmpdir(), `suite-api-test-db-${templateKey(extra)}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const db = await openPglite(MEMORY);
    try {
      await prepareDatabase(db);
      const dump = await db.dumpDataDir!();
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
      return dump;
    } finally {
      await db.close();
    }
  })();
  return made;
}
