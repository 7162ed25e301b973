import type { Database, Queryable } from '../db/database';
import { seedAccounts } from './accounts-seed';
import { seedCashier } from './cashier-seed';
import { seedContentAndGames } from './games-seed';
import { seedHelpCenter } from './help-seed';
import { seedDrawHistory, seedLotteries, seedPlayTypes } from './lottery-seed';
import {
  CUSTOMER_SERVICE_SEED,
  DOMAIN_ROUTES_SEED,
  REGISTER_FIELDS_SEED,
  RESOURCES_SEED,
  RETIRED_SITE_SETTINGS_SEED,
  SITE_SETTINGS_SEED,
  type SwitchSeed,
  WHITELABEL_SEED,
} from './system-seed';

async function insertSwitches(tx: Queryable, nodes: SwitchSeed[], parent: string | null): Promise<number> {
  let inserted = 0;
  for (const [index, node] of nodes.entries()) {
    const result = await tx.query(
      `INSERT INTO whitelabel_node (mod_id, parent_mod_id, enabled, sort_order) VALUES ($1, $2, $3, $4)
       ON CONFLICT (mod_id) DO NOTHING`,
      [node.modId, parent, node.enabled, index],
    );
    inserted += result.rowCount;
    inserted += await insertSwitches(tx, node.children ?? [], node.modId);
  }
  return inserted;
}

/**
 * Writes the first-start data. Idempotent: rows that exist (maybe changed by an operator) are
 * left alone, so it runs on every start. Returns how many rows it inserted.
 */
export async function seed(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    let inserted = (await tx.query('INSERT INTO system_status (id) VALUES (1) ON CONFLICT (id) DO NOTHING')).rowCount;
    inserted += await insertSwitches(tx, WHITELABEL_SEED, null);
    for (const [index, [name, setting]] of Object.entries(REGISTER_FIELDS_SEED).entries()) {
      const result = await tx.query(
        `INSERT INTO register_field_setting
           (field_name, enabled, required, accepted_pattern, pattern_id, min_length, max_length, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (field_name) DO NOTHING`,
        [name, setting.enabled, setting.required, setting.acceptedPattern, setting.patternId, setting.minLength, setting.maxLength, index],
      );
      inserted += result.rowCount;
    }
    for (const [index, resource] of RESOURCES_SEED.entries()) {
      const result = await tx.query(
        `INSERT INTO site_resource (resource_type, url, qr_code_url, label_name_en, sort_order)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (resource_type) DO NOTHING`,
        [resource.resourceType, resource.url, resource.qrCodeUrl, resource.labelNameEn, index],
      );
      inserted += result.rowCount;
    }
    for (const link of CUSTOMER_SERVICE_SEED) {
      const result = await tx.query(
        `INSERT INTO customer_service_link (cs_type, cs_position, path) VALUES ($1, $2, $3)
         ON CONFLICT (cs_type, cs_position) DO NOTHING`,
        [link.csType, link.csPosition, link.path],
      );
      inserted += result.rowCount;
    }
    for (const [key, value] of Object.entries(SITE_SETTINGS_SEED)) {
      const result = await tx.query(
        'INSERT INTO site_setting (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO NOTHING',
        [key, JSON.stringify(value)],
      );
      inserted += result.rowCount;
    }
    // Only the exact placeholder value goes: a list an operator changed stays.
    for (const [key, value] of Object.entries(RETIRED_SITE_SETTINGS_SEED)) {
      await tx.query('DELETE FROM site_setting WHERE key = $1 AND value = $2::jsonb', [key, JSON.stringify(value)]);
    }
    for (const [index, route] of DOMAIN_ROUTES_SEED.entries()) {
      const result = await tx.query(
        `INSERT INTO domain_route (device, domain_name, speed, sort_order) VALUES ($1, $2, $3, $4)
         ON CONFLICT (device, domain_name) DO NOTHING`,
        [route.device, route.domainName, route.speed, index],
      );
      inserted += result.rowCount;
    }
    inserted += await seedContentAndGames(tx);
    inserted += await seedLotteries(tx);
    inserted += await seedPlayTypes(tx);
    inserted += await seedDrawHistory(tx);
    inserted += await seedAccounts(tx);
    inserted += await seedCashier(tx);
    inserted += await seedHelpCenter(tx);
    return inserted;
  });
}
