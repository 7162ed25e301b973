import type { AccountsContext } from '../accounts/context';

/**
 * The dialing code a phone call uses when the request leaves countryDialingCode out (the spec does
 * not list it on the phone password reset, and SMS login calls may omit it): the site's default
 * country's code from the dialing-code list, else the list's first enabled entry, else '63' (digits, as the list keeps them).
 */
export async function defaultDialingCode({ db, defaultCountry }: Pick<AccountsContext, 'db' | 'defaultCountry'>): Promise<string> {
  const { rows } = await db.query<{ dialing_code: string }>(
    `SELECT dialing_code FROM dialing_country WHERE enabled
      ORDER BY (country_code = $1) DESC, sort_order, country_code LIMIT 1`,
    [defaultCountry ?? ''],
  );
  return rows[0]?.dialing_code ?? '63';
}
