import type { Country, HelpSection, Language } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';

/** Enabled help sections in the given language, in the operator's order. */
export async function readHelpSections(db: Queryable, language: Language): Promise<HelpSection[]> {
  const { rows } = await db.query<HelpSection>(
    `SELECT id, title_${language} AS title, content_${language} AS content
       FROM help_section WHERE enabled ORDER BY sort_order, id`,
  );
  return rows.map((row) => ({ id: row.id, title: row.title, content: row.content }));
}

/** Enabled dialing codes, in the operator's order (the Philippines first in the seed). */
export async function readCountries(db: Queryable): Promise<Country[]> {
  const { rows } = await db.query<{ country_code: string; dialing_code: string }>(
    'SELECT country_code, dialing_code FROM dialing_country WHERE enabled ORDER BY sort_order, country_code',
  );
  return rows.map((row) => ({ countryCode: row.country_code, countryDialingCode: row.dialing_code }));
}
