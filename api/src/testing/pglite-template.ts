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
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MEMORY, openPglite } from '../db/pglite';
import { prepareDatabase } from '../db/prepare';
import { templateKey } from './template-key';

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
      // Written to the data files now: a copy starts without replaying the migrations' WAL.
      await db.exec('CHECKPOINT');
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
