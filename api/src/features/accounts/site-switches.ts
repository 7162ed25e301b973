import { isWhitelabelOn, type WhitelabelModId } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { readWhitelabelTree } from '../system/system-repository';

/** The white-label switches as of now (a switch is on when it and its ancestors are). */
export async function readSwitches(db: Queryable): Promise<(modId: WhitelabelModId) => boolean> {
  const tree = await readWhitelabelTree(db);
  return (modId) => isWhitelabelOn(tree, modId);
}
