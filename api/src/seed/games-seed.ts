/**
 * Seeds the content and game part: notices, banners, promotions, game settings, vendors and the
 * 10,000-game catalogue. Idempotent like the rest of the seed: existing rows are left alone, and
 * the catalogue is written once (a marker in site_setting), so an operator's edits stay.
 */
import type { Queryable } from '../db/database';
import { BANNERS_SEED, GAME_SETTINGS_SEED, NOTICES_SEED, PROMOTIONS_SEED } from './content-seed';
import { CATALOGUE_VERSION, generateCatalogue } from './game-catalogue';

const CATALOGUE_MARKER = 'gameCatalogue';

async function seedContent(tx: Queryable): Promise<number> {
  let inserted = 0;
  for (const [index, notice] of NOTICES_SEED.entries()) {
    const result = await tx.query(
      `INSERT INTO notice (id, kind, title_es, title_en, content_es, content_en, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
      [notice.id, notice.kind, notice.titleEs, notice.titleEn, notice.contentEs, notice.contentEn, index],
    );
    inserted += result.rowCount;
  }
  for (const [index, banner] of BANNERS_SEED.entries()) {
    const result = await tx.query(
      `INSERT INTO banner (banner_id, group_name, headline_es, headline_en, color_from, color_to, linkage_type, linkage, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (banner_id) DO NOTHING`,
      [
        banner.bannerId,
        banner.groupName,
        banner.headlineEs,
        banner.headlineEn,
        banner.colorFrom,
        banner.colorTo,
        banner.linkageType,
        banner.linkage,
        index,
      ],
    );
    inserted += result.rowCount;
  }
  for (const [index, promotion] of PROMOTIONS_SEED.entries()) {
    const result = await tx.query(
      `INSERT INTO promotion (id, title_es, title_en, content_es, content_en, color_from, color_to, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
      [promotion.id, promotion.titleEs, promotion.titleEn, promotion.contentEs, promotion.contentEn, promotion.colorFrom, promotion.colorTo, index],
    );
    inserted += result.rowCount;
  }
  for (const [key, value] of Object.entries(GAME_SETTINGS_SEED)) {
    const result = await tx.query('INSERT INTO site_setting (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO NOTHING', [
      key,
      JSON.stringify(value),
    ]);
    inserted += result.rowCount;
  }
  return inserted;
}

async function seedCatalogue(tx: Queryable): Promise<number> {
  const marker = await tx.query('SELECT 1 FROM site_setting WHERE key = $1', [CATALOGUE_MARKER]);
  if (marker.rows.length > 0) return 0;
  const { vendors, vendorTypes, games } = generateCatalogue();
  let inserted = 0;
  // One statement per table: arrays unnested into rows (10,000 games in one round trip).
  inserted += (
    await tx.query(
      `INSERT INTO game_vendor (vassalage, account_type_id, display_name, hue, sort_order)
       SELECT v, a, d, h, o FROM unnest($1::text[], $2::int[], $3::text[], $4::smallint[]) WITH ORDINALITY AS t(v, a, d, h, o)
       ON CONFLICT (vassalage) DO NOTHING`,
      [vendors.map((v) => v.vassalage), vendors.map((v) => v.accountTypeId), vendors.map((v) => v.displayName), vendors.map((v) => v.hue)],
    )
  ).rowCount;
  inserted += (
    await tx.query(
      `INSERT INTO vendor_game_type (vassalage, game_type, is_hot, sort_order)
       SELECT * FROM unnest($1::text[], $2::text[], $3::bool[], $4::int[])
       ON CONFLICT (vassalage, game_type) DO NOTHING`,
      [vendorTypes.map((t) => t.vassalage), vendorTypes.map((t) => t.gameType), vendorTypes.map((t) => t.isHot), vendorTypes.map((t) => t.sortOrder)],
    )
  ).rowCount;
  inserted += (
    await tx.query(
      `INSERT INTO game (id, vassalage, game_code, game_type, name, classify, min_bet, line_num, is_hot, is_game, hue, sort_order)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::numeric[], $8::int[],
                            $9::bool[], $10::bool[], $11::smallint[], $12::int[])
       ON CONFLICT DO NOTHING`,
      [
        games.map((g) => g.id),
        games.map((g) => g.vassalage),
        games.map((g) => g.gameCode),
        games.map((g) => g.gameType),
        games.map((g) => g.name),
        games.map((g) => g.classify),
        games.map((g) => g.minBet),
        games.map((g) => g.lineNum),
        games.map((g) => g.isHot),
        games.map((g) => g.isGame),
        games.map((g) => g.hue),
        games.map((g) => g.sortOrder),
      ],
    )
  ).rowCount;
  await tx.query('INSERT INTO site_setting (key, value) VALUES ($1, $2::jsonb)', [
    CATALOGUE_MARKER,
    JSON.stringify({ version: CATALOGUE_VERSION, games: games.length }),
  ]);
  // Fresh statistics: the planner sees 10,000 rows, not an empty table.
  await tx.exec('ANALYZE game');
  return inserted + 1;
}

/** Content first (banners link to promotions by id only), then the catalogue. Returns rows inserted. */
export async function seedContentAndGames(tx: Queryable): Promise<number> {
  return (await seedContent(tx)) + (await seedCatalogue(tx));
}
