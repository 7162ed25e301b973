import type { FastifyInstance } from 'fastify';
import type { Country, HelpSection } from '@suite/shared/contract';
import { COUNTRIES_SEED, HELP_SECTIONS_SEED } from '../../seed/help-seed';
import { envelope, startTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';

const HELP = '/wps/system/helpCenter';
const COUNTRIES = '/wps/system/countries';

// On the app as main.ts builds it: this also checks that app.ts registers the help part.
describe.each(TEST_DATABASE_KINDS)('help center and countries on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, test, close } = await startTestApp(kind));
  });
  afterAll(() => close());

  const help = async (language?: string): Promise<HelpSection[]> => {
    const response = await app.inject({ method: 'GET', url: HELP, headers: language ? { 'accept-language': language } : {} });
    expect(response.statusCode).toBe(200);
    const body = envelope<HelpSection[]>(response);
    expect(body).toMatchObject({ success: true, message: 'ok' });
    return body.value;
  };

  const countryList = async (): Promise<Country[]> => {
    const response = await app.inject({ method: 'GET', url: COUNTRIES });
    expect(response.statusCode).toBe(200);
    return envelope<Country[]>(response).value;
  };

  it('lists the help sections in Spanish by default, with the ids the host links to', async () => {
    const sections = await help();
    expect(sections.map((section) => section.id)).toEqual(['about', 'account', 'term', 'privacy', 'responsible', 'payments', 'faq', 'contact']);
    expect(sections.find((section) => section.id === 'term')!.title).toBe('Términos de uso');
    for (const section of sections) expect(Object.keys(section).sort()).toEqual(['content', 'id', 'title']);
  });

  it('answers in English when Accept-Language asks for it, and in Spanish for other languages', async () => {
    const english = await help('en-GB,en;q=0.9');
    expect(english.find((section) => section.id === 'term')!.title).toBe('Terms of use');
    expect(english.find((section) => section.id === 'payments')!.content).toContain('withdrawal password');
    expect((await help('fr-FR'))[0]!.title).toBe('Quiénes somos');
  });

  it('carries the registration rules of spec 1 §5 in both languages', async () => {
    const account = (await help('en')).find((section) => section.id === 'account')!.content;
    expect(account).toContain('2 to 15 characters; it starts with a letter and uses only letters, digits and underscores');
    expect(account).toContain('more than 6 characters, with letters and numbers');
    expect(account).toContain('in capitals and without accents, exactly as the holder of your bank account');
    const cuenta = (await help('es')).find((section) => section.id === 'account')!.content;
    expect(cuenta).toContain('de 2 a 15 caracteres; empieza por una letra');
    expect(cuenta).toContain('en mayúsculas y sin acentos, exactamente igual que el titular de tu cuenta bancaria');
  });

  it('follows the operator: hidden and reordered sections', async () => {
    await test.db.query(`UPDATE help_section SET enabled = FALSE WHERE id = 'faq'`);
    await test.db.query(`UPDATE help_section SET sort_order = -1 WHERE id = 'contact'`);
    try {
      const ids = (await help()).map((section) => section.id);
      expect(ids[0]).toBe('contact');
      expect(ids).not.toContain('faq');
    } finally {
      await test.db.query(`UPDATE help_section SET enabled = TRUE WHERE id = 'faq'`);
      const seeded = HELP_SECTIONS_SEED.findIndex((section) => section.id === 'contact') * 10;
      await test.db.query(`UPDATE help_section SET sort_order = $1 WHERE id = 'contact'`, [seeded]);
    }
  });

  it('lists the dialing codes with the Philippines first, then the rest by English name', async () => {
    const list = await countryList();
    expect(list.length).toBeGreaterThanOrEqual(60);
    expect(list[0]).toEqual({ countryCode: 'PH', countryDialingCode: '63' });
    expect(list).toEqual(expect.arrayContaining([
      { countryCode: 'VN', countryDialingCode: '84' },
      { countryCode: 'ES', countryDialingCode: '34' },
      { countryCode: 'MX', countryDialingCode: '52' },
      { countryCode: 'US', countryDialingCode: '1' },
      { countryCode: 'GB', countryDialingCode: '44' },
      { countryCode: 'IN', countryDialingCode: '91' },
    ]));
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    const rest = list.slice(1).map((country) => names.of(country.countryCode) ?? country.countryCode);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('gives every code once, as digits without "+" (the picker selects by code)', async () => {
    const list = await countryList();
    const codes = list.map((country) => country.countryDialingCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(list.map((country) => country.countryCode)).size).toBe(list.length);
    for (const country of list) {
      expect(country.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(country.countryDialingCode).toMatch(/^[0-9]{1,4}$/);
    }
    expect(list).toHaveLength(COUNTRIES_SEED.length);
  });

  it('leaves out countries the operator disables', async () => {
    await test.db.query(`UPDATE dialing_country SET enabled = FALSE WHERE country_code = 'RU'`);
    try {
      expect((await countryList()).map((country) => country.countryCode)).not.toContain('RU');
    } finally {
      await test.db.query(`UPDATE dialing_country SET enabled = TRUE WHERE country_code = 'RU'`);
    }
  });

  it('refuses query parameters: both calls take none', async () => {
    for (const url of [`${HELP}?section=term`, `${COUNTRIES}?page=2`]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(envelope(response)).toMatchObject({ success: false });
      expect(envelope(response).message).toMatch(/^Invalid query/);
    }
  });
});

describe('the help seed', () => {
  it('holds only markup the host keeps after sanitising: no scripts, handlers or links to elsewhere', () => {
    for (const section of HELP_SECTIONS_SEED) {
      for (const content of [section.contentEs, section.contentEn]) {
        expect(content).not.toMatch(/<(script|iframe|style|img|a)\b|\son\w+=|javascript:/i);
        expect(content).toMatch(/^<(p|ul|ol)>/);
      }
    }
  });
});
