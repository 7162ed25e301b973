import { COCKFIGHT_PROVIDERS, ESPORTS_PROVIDERS, GAME_CLASSIFY_CODES, GAME_TYPES, LOTTERY_VENDORS } from '@suite/shared/contract';
import { CATALOGUE_SIZE, createRandom, generateCatalogue } from './game-catalogue';
import { FAST_VENDOR, LOTTERY_GAMES_SEED, REGIONAL_VENDOR } from './lottery-seed';

describe('the generated game catalogue', () => {
  const catalogue = generateCatalogue();
  const { games, vendors, vendorTypes } = catalogue;

  it('holds 10,000 games over about 40 vendors and every game type', () => {
    expect(games).toHaveLength(CATALOGUE_SIZE);
    expect(vendors.length).toBeGreaterThanOrEqual(40);
    expect(new Set(games.map((game) => game.gameType))).toEqual(new Set(GAME_TYPES));
    expect(new Set(games.map((game) => game.classify).filter(Boolean))).toEqual(new Set(GAME_CLASSIFY_CODES));
  });

  it('is the same on every run: same ids, codes and names', () => {
    const again = generateCatalogue();
    expect(again.games.map((game) => `${game.id}|${game.gameCode}|${game.name}|${game.minBet}`)).toEqual(
      games.map((game) => `${game.id}|${game.gameCode}|${game.name}|${game.minBet}`),
    );
    expect(games.map((game) => game.id)).toEqual(games.map((_, index) => index + 1));
  });

  it('gives every game a unique code per vendor, a name unique within its vendor and money with two decimals', () => {
    expect(new Set(games.map((game) => `${game.vassalage}/${game.gameCode}`)).size).toBe(games.length);
    expect(new Set(games.map((game) => `${game.vassalage}/${game.name}`)).size).toBe(games.length);
    for (const game of games) {
      expect(game.minBet).toMatch(/^[0-9]+\.[0-9]{2}$/);
      expect(game.lineNum).toBeGreaterThanOrEqual(1);
      expect(game.name.length).toBeGreaterThan(2);
    }
    expect(games.filter((game) => game.classify === 'SLOTS').some((game) => game.lineNum >= 25)).toBe(true);
  });

  it('lists the esports and cockfight providers inside sports, as the platform does', () => {
    for (const provider of [...ESPORTS_PROVIDERS, ...COCKFIGHT_PROVIDERS]) {
      expect(vendorTypes.filter((card) => card.vassalage === provider).map((card) => card.gameType)).toEqual(['SPORTS']);
    }
    expect(games.filter((game) => game.vassalage === ESPORTS_PROVIDERS[0]).every((game) => game.gameType === 'ESPORTS')).toBe(true);
    expect(games.filter((game) => game.vassalage === COCKFIGHT_PROVIDERS[0]).every((game) => game.gameType === 'COCKFIGHT')).toBe(true);
  });

  it("mirrors the lottery part's games, so a lottery entry opens /lottery with a code that exists", () => {
    const lotteries = games.filter((game) => game.gameType === 'LOTT' || game.gameType === 'ELOTT');
    expect(lotteries.map((game) => game.gameCode).sort()).toEqual(LOTTERY_GAMES_SEED.map((game) => game.gameId).sort());
    expect(new Set(lotteries.map((game) => game.vassalage))).toEqual(new Set([REGIONAL_VENDOR, FAST_VENDOR]));
    for (const vendor of [REGIONAL_VENDOR, FAST_VENDOR]) expect(LOTTERY_VENDORS).toContain(vendor);
  });

  it('has a few VASSALAGE entries (not games) and about 5 % hot games', () => {
    const entries = games.filter((game) => !game.isGame);
    expect(entries.map((game) => game.gameCode)).toEqual(['VASSALAGE', 'VASSALAGE', 'VASSALAGE']);
    const hot = games.filter((game) => game.isHot).length;
    expect(hot).toBeGreaterThan(300);
    expect(hot).toBeLessThan(800);
  });

  it('draws uniformly from its seeded generator', () => {
    const random = createRandom(42);
    const draws = Array.from({ length: 10_000 }, random);
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
    const mean = draws.reduce((sum, value) => sum + value, 0) / draws.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
  });
});
