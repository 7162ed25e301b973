import type { AnnouncementType, Announcements, Banner, BannerLinkageType, Language, Notice, Promotion } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';

export const bannerImageUrl = (bannerId: string, language: Language): string => `/wps/static/banners/${bannerId}.svg?lang=${language}`;
export const promotionImageUrl = (id: string, language: Language): string => `/wps/static/promotions/${id}.svg?lang=${language}`;

/** Rows shown now: enabled and inside their optional time window. */
const SHOWN = 'enabled AND (starts_at IS NULL OR starts_at <= now()) AND (ends_at IS NULL OR ends_at > now())';

async function readNotices(db: Queryable, kinds: AnnouncementType[], language: Language): Promise<Map<string, Notice[]>> {
  const byKind = new Map<string, Notice[]>();
  if (kinds.length === 0) return byKind;
  const { rows } = await db.query<{ id: string; kind: string; title: string; content: string }>(
    `SELECT id, kind, title_${language} AS title, content_${language} AS content
       FROM notice WHERE kind = ANY($1::text[]) AND ${SHOWN} ORDER BY sort_order, id`,
    [kinds],
  );
  for (const row of rows) {
    const list = byKind.get(row.kind) ?? [];
    list.push({ id: row.id, title: row.title, content: row.content });
    byKind.set(row.kind, list);
  }
  return byKind;
}

async function readBanners(db: Queryable, language: Language): Promise<Banner[]> {
  const { rows } = await db.query<{ banner_id: string; group_name: string; linkage_type: BannerLinkageType | null; linkage: string | null }>(
    `SELECT banner_id, group_name, linkage_type, linkage FROM banner WHERE ${SHOWN} ORDER BY group_name, sort_order, banner_id`,
  );
  return rows.map((row) => ({
    bannerId: row.banner_id,
    url: bannerImageUrl(row.banner_id, language),
    groupName: row.group_name,
    linkageType: row.linkage_type,
    ...(row.linkage === null ? {} : { linkage: row.linkage }),
  }));
}

async function readPromotions(db: Queryable, language: Language): Promise<Promotion[]> {
  const { rows } = await db.query<{ id: string; title: string; content: string }>(
    `SELECT id, title_${language} AS title, content_${language} AS content FROM promotion WHERE ${SHOWN} ORDER BY sort_order, id`,
  );
  return rows.map((row) => ({ id: row.id, title: row.title, imageUrl: promotionImageUrl(row.id, language), content: row.content }));
}

/** The notice payload; types not asked for come back empty. */
export async function readAnnouncements(db: Queryable, types: AnnouncementType[], language: Language): Promise<Announcements> {
  const wanted = new Set(types);
  const [notices, banners, promotion] = await Promise.all([
    readNotices(db, (['PL', 'PU', 'H'] as const).filter((kind) => wanted.has(kind)), language),
    wanted.has('B') ? readBanners(db, language) : Promise.resolve([]),
    wanted.has('PR') ? readPromotions(db, language) : Promise.resolve([]),
  ]);
  return {
    playerNotices: notices.get('PL') ?? [],
    banners,
    popup: notices.get('PU') ?? [],
    promotion,
    help: notices.get('H') ?? [],
  };
}

export interface ArtRow {
  headline: string;
  color_from: string;
  color_to: string;
}

export async function readBannerArt(db: Queryable, bannerId: string, language: Language): Promise<ArtRow | null> {
  const { rows } = await db.query<ArtRow>(`SELECT headline_${language} AS headline, color_from, color_to FROM banner WHERE banner_id = $1`, [bannerId]);
  return rows[0] ?? null;
}

export async function readPromotionArt(db: Queryable, id: string, language: Language): Promise<ArtRow | null> {
  const { rows } = await db.query<ArtRow>(`SELECT title_${language} AS headline, color_from, color_to FROM promotion WHERE id = $1`, [id]);
  return rows[0] ?? null;
}
