import { api } from '@suite/shared';
import { vendor } from '../../test/fixtures';
import { buildNavCategories, fallbackCategories, providerColumns, providerTarget } from './nav-model';

const order = (categories: ReturnType<typeof buildNavCategories>) => categories.map((category) => category.gameType);
const codes = (categories: ReturnType<typeof buildNavCategories>, gameType: string) =>
  categories.find((category) => category.gameType === gameType)?.vendors.map((item) => item.vassalage);

describe('buildNavCategories', () => {
  const menus = [
    { gameType: 'RNG' as const, vendors: [vendor('PG', 'RNG')] },
    { gameType: 'SPORTS' as const, vendors: [vendor('FB', 'SPORTS'), vendor('TF', 'SPORTS'), vendor('DS88', 'SPORTS')] },
    { gameType: 'LIVE' as const, vendors: [vendor('EVO', 'LIVE')] },
  ];

  it('splits esports and cockfight providers out of sports by the configured lists, cockfight right after sports', () => {
    const categories = buildNavCategories(menus, { esports: ['TF'], cockfight: ['DS88'] });
    expect(order(categories)).toEqual(['RNG', 'SPORTS', 'COCKFIGHT', 'ESPORTS', 'LIVE']);
    expect(codes(categories, 'SPORTS')).toEqual(['FB']);
    expect(codes(categories, 'ESPORTS')).toEqual(['TF']);
    expect(codes(categories, 'COCKFIGHT')).toEqual(['DS88']);
    expect(categories.find((category) => category.gameType === 'COCKFIGHT')?.vendors[0]?.gameType).toBe('COCKFIGHT');
  });

  it('uses the lists the API gives (other codes, any case)', () => {
    const categories = buildNavCategories(menus, { esports: ['fb'], cockfight: [] });
    expect(codes(categories, 'SPORTS')).toEqual(['TF', 'DS88']);
    expect(codes(categories, 'ESPORTS')).toEqual(['FB']);
    expect(order(categories)).not.toContain('COCKFIGHT');
  });

  it('merges split providers into categories the API already has and moves cockfight after sports', () => {
    const categories = buildNavCategories(
      [
        { gameType: 'COCKFIGHT', vendors: [vendor('SV388', 'COCKFIGHT')] },
        { gameType: 'ESPORTS', vendors: [vendor('IA', 'ESPORTS')] },
        ...menus,
      ],
      { esports: ['TF'], cockfight: ['DS88'] },
    );
    expect(order(categories)).toEqual(['ESPORTS', 'RNG', 'SPORTS', 'COCKFIGHT', 'LIVE']);
    expect(codes(categories, 'ESPORTS')).toEqual(['IA', 'TF']);
    expect(codes(categories, 'COCKFIGHT')).toEqual(['SV388', 'DS88']);
  });

  it('gives every category its page', () => {
    const categories = buildNavCategories([...menus, { gameType: 'LOTT', vendors: [] }]);
    expect(categories.map((category) => category.path)).toEqual(['/rng', '/sports', '/cockfight', '/esports', '/live', '/lottery']);
  });

  it('has a provider-less list of every category to show before the menus answer', () => {
    expect(fallbackCategories().map((category) => category.path)).toEqual([
      '/rng', '/live', '/fish', '/pvp', '/sports', '/cockfight', '/esports', '/elott', '/lottery',
    ]);
    expect(fallbackCategories().every((category) => category.vendors.length === 0)).toBe(true);
  });

  it('lists them in the order menus of every game type come in, so their arrival moves nothing (issue 27)', () => {
    const everyType = api.GAME_TYPES.map((gameType) => ({ gameType, vendors: [] }));
    expect(buildNavCategories(everyType).map((category) => category.gameType)).toEqual(fallbackCategories().map((category) => category.gameType));
  });
});

describe('providerColumns', () => {
  it('puts All first and arranges the entries in columns of 10', () => {
    const vendors = Array.from({ length: 23 }, (_, index) => vendor(`V${index + 1}`, 'RNG'));
    const columns = providerColumns(vendors);
    expect(columns.map((column) => column.length)).toEqual([10, 10, 4]);
    expect(columns[0]?.[0]).toEqual({ kind: 'all' });
    expect(columns[1]?.[0]).toEqual({ kind: 'vendor', vendor: vendors[9] });
    expect(columns[2]?.[3]).toEqual({ kind: 'vendor', vendor: vendors[22] });
  });

  it('has one column with All alone when there are no providers', () => {
    expect(providerColumns([])).toEqual([[{ kind: 'all' }]]);
  });
});

describe('providerTarget', () => {
  it('sends RNG and PVP providers to their hall and records them as the current game', () => {
    expect(providerTarget('RNG', 'PG')).toEqual({ to: '/rng?vassalage=PG', recordsVendor: true });
    expect(providerTarget('PVP', 'KY')).toEqual({ to: '/pvp?vassalage=KY', recordsVendor: true });
  });

  it('sends a sports provider to /fbsports and the others to their category page', () => {
    expect(providerTarget('SPORTS', 'FB')).toEqual({ to: '/fbsports?vassalage=FB', recordsVendor: false });
    expect(providerTarget('LIVE', 'EVO')).toEqual({ to: '/live?vassalage=EVO', recordsVendor: false });
    expect(providerTarget('COCKFIGHT', 'DS88')).toEqual({ to: '/cockfight?vassalage=DS88', recordsVendor: false });
    expect(providerTarget('LOTT', 'TCG SEA')).toEqual({ to: '/lottery?vassalage=TCG%20SEA', recordsVendor: false });
  });
});
