import { BUILT_IN_IP_COUNTRIES, createCountryLookup, normalizeIp, parseIpCountries, UNKNOWN_COUNTRY } from './ip-country';

describe('IP -> country table', () => {
  const lookup = createCountryLookup(BUILT_IN_IP_COUNTRIES, 'PH');

  it('maps the documented ranges to their countries', () => {
    expect(lookup('192.0.2.1')).toBe('PH');
    expect(lookup('198.51.100.255')).toBe('ES');
    expect(lookup('203.0.113.7')).toBe('US');
    expect(lookup('2001:db8::42')).toBe('VN');
  });

  it('maps private and loopback addresses (also IPv4-mapped IPv6) to the default country', () => {
    for (const ip of ['127.0.0.1', '::1', '10.20.30.40', '172.16.5.5', '192.168.1.10', '::ffff:127.0.0.1', 'fe80::1%eth0']) {
      expect(lookup(ip)).toBe('PH');
    }
    expect(createCountryLookup([], 'MX')('192.168.0.2')).toBe('MX');
  });

  it('maps any other or malformed address to unknown', () => {
    expect(lookup('8.8.8.8')).toBe(UNKNOWN_COUNTRY);
    expect(lookup('not-an-ip')).toBe(UNKNOWN_COUNTRY);
  });

  it('lets operator rows (later) override built-in ones, including private ranges', () => {
    const custom = createCountryLookup([...BUILT_IN_IP_COUNTRIES, ...parseIpCountries('198.51.100.0/25=pt, 10.9.0.0/16=CO')], 'PH');
    expect(custom('198.51.100.1')).toBe('PT');
    expect(custom('198.51.100.200')).toBe('ES');
    expect(custom('10.9.1.1')).toBe('CO');
  });

  it('refuses malformed table entries', () => {
    expect(() => parseIpCountries('1.2.3.0/24')).toThrow(/cidr=CC/);
    expect(() => parseIpCountries('1.2.3.0/24=ESP')).toThrow(/cidr=CC/);
    expect(() => createCountryLookup([{ cidr: '1.2.3.0/33', countryCode: 'ES' }], 'PH')).toThrow(/invalid CIDR/);
  });

  it('normalises what proxies and sockets report', () => {
    expect(normalizeIp('::FFFF:192.0.2.9')).toBe('192.0.2.9');
    expect(normalizeIp('[2001:DB8::1]')).toBe('2001:db8::1');
  });
});
