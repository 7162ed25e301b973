import type { Database } from './database';
import { migrate, type MigrationReport } from './migrate';
import { seed } from '../seed/seed';

/** Start-up: apply pending migrations, then the idempotent seed. */
export async function prepareDatabase(db: Database): Promise<MigrationReport & { seeded: number }> {
  const report = await migrate(db);
  const seeded = await seed(db);
  return { ...report, seeded };
}
