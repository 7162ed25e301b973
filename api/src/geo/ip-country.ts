import { BlockList, isIP } from 'node:net';

/**
 * A small IP -> country table, enough to exercise region restriction without a GeoIP database.
 * The built-in rows are the documentation ranges of RFC 5737 / RFC 3849, which never appear on the
 * internet, so they can stand for "a visitor from X" in tests and demos. Operators add rows with
 * SUITE_IP_COUNTRIES ("cidr=CC,cidr=CC"). Private, loopback and link-local addresses (a developer's
 * own machine) map to the configured default country; any other address to UNKNOWN_COUNTRY.
 */
export interface IpCountryRow {
  cidr: string;
  countryCode: string;
}

export const BUILT_IN_IP_COUNTRIES: readonly IpCountryRow[] = [
  { cidr: '192.0.2.0/24', countryCode: 'PH' },
  { cidr: '198.51.100.0/24', countryCode: 'ES' },
  { cidr: '203.0.113.0/24', countryCode: 'US' },
  { cidr: '2001:db8::/32', countryCode: 'VN' },
];

/** ISO 3166 user-assigned code for "unknown". */
export const UNKNOWN_COUNTRY = 'ZZ';

const LOCAL_RANGES: readonly string[] = [
  '127.0.0.0/8',
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '169.254.0.0/16',
  '100.64.0.0/10',
  '0.0.0.0/8',
  '::1/128',
  '::/128',
  'fc00::/7',
  'fe80::/10',
];

/** '::ffff:1.2.3.4' -> '1.2.3.4'; brackets and zone ids removed. */
export function normalizeIp(ip: string): string {
  let value = ip.trim().replace(/^\[|\]$/g, '');
  const zone = value.indexOf('%');
  if (zone >= 0) value = value.slice(0, zone);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value);
  return mapped?.[1] ?? value.toLowerCase();
}

function addCidr(list: BlockList, cidr: string): void {
  const [address, bits] = cidr.split('/');
  const family = isIP(address ?? '');
  const prefix = Number(bits);
  const max = family === 4 ? 32 : 128;
  if (!address || family === 0 || !Number.isInteger(prefix) || prefix < 0 || prefix > max) {
    throw new Error(`invalid CIDR ${cidr}`);
  }
  list.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6');
}

/** Parses "cidr=CC,cidr=CC" (SUITE_IP_COUNTRIES). */
export function parseIpCountries(text: string): IpCountryRow[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [cidr, code] = entry.split('=').map((part) => part.trim());
      if (!cidr || !code || !/^[A-Za-z]{2}$/.test(code)) throw new Error(`invalid IP country entry "${entry}" (want cidr=CC)`);
      return { cidr, countryCode: code.toUpperCase() };
    });
}

export type CountryLookup = (ip: string) => string;

/** Later rows win over earlier ones, so operator rows override the built-in ones. */
export function createCountryLookup(rows: readonly IpCountryRow[], defaultCountry: string): CountryLookup {
  const local = new BlockList();
  LOCAL_RANGES.forEach((cidr) => addCidr(local, cidr));
  const tables = [...rows].reverse().map((row) => {
    const list = new BlockList();
    addCidr(list, row.cidr);
    return { list, countryCode: row.countryCode };
  });
  return (ip) => {
    const address = normalizeIp(ip);
    const family = isIP(address);
    if (family === 0) return UNKNOWN_COUNTRY;
    const type = family === 4 ? 'ipv4' : 'ipv6';
    const match = tables.find((table) => table.list.check(address, type));
    if (match) return match.countryCode;
    return local.check(address, type) ? defaultCountry : UNKNOWN_COUNTRY;
  };
}
