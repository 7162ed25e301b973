import type { FastifyInstance } from 'fastify';
import { type Announcements, BANNER_GROUPS, type GameListResult, type PermissionInfo } from '@suite/shared/contract';
import { UNSAFE_NOTICE_ID } from '../../seed/content-seed';
import { envelope, startTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';

const ANNOUNCEMENTS = '/wps/relay/MCSFE_getListAnnouncements';

// On the app as main.ts builds it: this also checks that app.ts registers the game part.
describe.each(TEST_DATABASE_KINDS)('content endpoints on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, test, close } = await startTestApp(kind));
  });
  afterAll(() => close());

  const announcements = async (types: string, language?: string): Promise<Announcements> => {
    const response = await app.inject({
      method: 'GET',
      url: `${ANNOUNCEMENTS}?types=${types}&platform=W&execution=B`,
      headers: language ? { 'accept-language': language } : {},
    });
    expect(response.statusCode).toBe(200);
    return envelope<Announcements>(response).value;
  };

  it('returns notices, banners, popup and promotions for the home request, help only when asked', async () => {
    const home = await announcements('B,PL,PU,PR');
    expect(home.playerNotices.map((notice) => notice.id)).toEqual(['notice-welcome', UNSAFE_NOTICE_ID, 'notice-responsible-gaming']);
    expect(home.popup).toHaveLength(1);
    expect(home.promotion.map((promotion) => promotion.id)).toContain('welcome-bonus');
    expect(home.banners.length).toBeGreaterThan(15);
    expect(home.help).toEqual([]);
    const help = await announcements('H');
    expect(help).toMatchObject({ playerNotices: [], banners: [], popup: [], promotion: [] });
    expect(help.help.length).toBeGreaterThan(0);
  });

  it('has banners for every route group, each with an image and a linkage type or none', async () => {
    const { banners } = await announcements('B');
    expect(new Set(banners.map((banner) => banner.groupName))).toEqual(new Set(Object.values(BANNER_GROUPS)));
    const promo = banners.find((banner) => banner.bannerId === 'home-2')!;
    expect(promo).toEqual({ bannerId: 'home-2', url: '/wps/static/banners/home-2.svg?lang=es', groupName: 'w_home', linkageType: 'promotion', linkage: 'welcome-bonus' });
    const plain = banners.find((banner) => banner.bannerId === 'rng-2')!;
    expect(plain.linkageType).toBeNull();
    expect(plain).not.toHaveProperty('linkage');
  });

  it('keeps the rich text as the operator wrote it (the front end sanitises it): the unsafe notice is there', async () => {
    const notice = (await announcements('PL', 'en')).playerNotices.find((item) => item.id === UNSAFE_NOTICE_ID)!;
    expect(notice.title).toBe('Scheduled maintenance on Sunday');
    expect(notice.content).toContain('<script>');
    expect(notice.content).toMatch(/onerror="/);
  });

  it('answers in the language of Accept-Language, Spanish by default', async () => {
    expect((await announcements('PL')).playerNotices[0]!.title).toBe('Bienvenido a Suite: más de 10.000 juegos');
    expect((await announcements('PL', 'en-US,en;q=0.9')).playerNotices[0]!.title).toBe('Welcome to Suite: over 10,000 games');
    expect((await announcements('B', 'en')).banners[0]!.url).toMatch(/\?lang=en$/);
  });

  it('hides rows outside their time window or disabled', async () => {
    await test.db.query(`UPDATE notice SET ends_at = now() - interval '1 minute' WHERE id = 'notice-welcome'`);
    await test.db.query(`UPDATE notice SET starts_at = now() + interval '1 day' WHERE id = 'notice-responsible-gaming'`);
    await test.db.query(`UPDATE banner SET enabled = FALSE WHERE banner_id = 'home-3'`);
    try {
      const content = await announcements('B,PL');
      expect(content.playerNotices.map((notice) => notice.id)).toEqual([UNSAFE_NOTICE_ID]);
      expect(content.banners.map((banner) => banner.bannerId)).not.toContain('home-3');
    } finally {
      await test.db.query(`UPDATE notice SET ends_at = NULL, starts_at = NULL`);
      await test.db.query(`UPDATE banner SET enabled = TRUE`);
    }
  });

  it('serves banner and promotion images as SVG in the asked language', async () => {
    const banner = await app.inject({ method: 'GET', url: '/wps/static/banners/home-1.svg?lang=en' });
    expect(banner.statusCode).toBe(200);
    expect(banner.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(banner.body).toContain('Over 10,000 games');
    const promotion = await app.inject({ method: 'GET', url: '/wps/static/promotions/welcome-bonus.svg' });
    expect(promotion.body).toContain('Bono de bienvenida 100 %');
    expect((await app.inject({ method: 'GET', url: '/wps/static/banners/nope.svg' })).statusCode).toBe(404);
  });

  it.each([
    ['types=B,XX&platform=W', 'Invalid query: types must match pattern'],
    ['types=B&platform=M', 'Invalid query: platform must be one of W'],
    ['platform=W', 'Invalid query: types is required'],
  ])('refuses %p with a 400', async (query, message) => {
    const response = await app.inject({ method: 'GET', url: `${ANNOUNCEMENTS}?${query}` });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toContain(message);
  });

  it('exposes the provider lists split out of sports in the permission data', async () => {
    const response = await app.inject({ method: 'GET', url: '/wps/system/permission?url=localhost%3A3000' });
    const { info } = envelope<{ info: PermissionInfo }>(response).value;
    expect(info.gameProviderSplit).toEqual({ esports: ['TF'], cockfight: ['DS88'] });
  });

  it('registers the game part: visitors browse the hall and are asked to log in for T calls', async () => {
    const hall = await app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_gameList?gameType=RNG' });
    expect(envelope<GameListResult>(hall).value.games).toHaveLength(15);
    const launch = await app.inject({ method: 'GET', url: '/wps/game/launchGame?vassalage=SPX&gameCode=SPX-RNG-0002&gameType=RNG&language=es' });
    expect(launch.statusCode).toBe(401);
    const transfer = await app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      payload: { fromWallet: 'MAIN', toWallet: 'SPX', amount: '1.00', idempotencyKey: 'abcdefgh' },
    });
    expect(transfer.statusCode).toBe(401);
  });
});
