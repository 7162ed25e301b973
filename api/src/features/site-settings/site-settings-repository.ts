import type { RegisterFieldName, RegisterFieldSetting } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';

export interface SwitchRow {
  modId: string;
  parentModId: string | null;
  enabled: boolean;
}

/** Every switch, flat, in tree order (parents before children). */
export async function readSwitchRows(db: Queryable): Promise<SwitchRow[]> {
  const { rows } = await db.query<SwitchRow>(
    `SELECT mod_id AS "modId", parent_mod_id AS "parentModId", enabled FROM whitelabel_node ORDER BY sort_order, mod_id`,
  );
  const byParent = new Map<string | null, SwitchRow[]>();
  for (const row of rows) byParent.set(row.parentModId, [...(byParent.get(row.parentModId) ?? []), row]);
  const ordered: SwitchRow[] = [];
  const walk = (parent: string | null): void => {
    for (const row of byParent.get(parent) ?? []) {
      ordered.push(row);
      walk(row.modId);
    }
  };
  walk(null);
  return ordered;
}

/** Case-insensitive modId; returns the row as changed, or null when there is no such switch. */
export async function setSwitch(db: Queryable, modId: string, enabled: boolean): Promise<SwitchRow | null> {
  const { rows } = await db.query<SwitchRow>(
    `UPDATE whitelabel_node SET enabled = $2 WHERE lower(mod_id) = lower($1)
     RETURNING mod_id AS "modId", parent_mod_id AS "parentModId", enabled`,
    [modId, enabled],
  );
  return rows[0] ?? null;
}

export async function updateRegisterField(
  db: Queryable,
  field: RegisterFieldName,
  setting: RegisterFieldSetting,
): Promise<void> {
  await db.query(
    `UPDATE register_field_setting
        SET enabled = $2, required = $3, accepted_pattern = $4, pattern_id = $5, min_length = $6, max_length = $7
      WHERE field_name = $1`,
    [field, setting.enabled, setting.required, setting.acceptedPattern, setting.patternId, setting.minLength, setting.maxLength],
  );
}
