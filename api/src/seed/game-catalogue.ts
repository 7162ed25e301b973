/**
 * The generated game catalogue: about 45 vendors and 10,000 games over every game type. Pure and
 * deterministic (a seeded PRNG): the same code always yields the same rows and ids, so favourites
 * and recent games survive a re-seed. Names are invented; none is a real product's.
 */
import { mulberry32 } from '../lib/mulberry32';
import type { GameClassifyCode, GameType } from '@suite/shared/contract';
import { COCKFIGHT_PROVIDERS, ESPORTS_PROVIDERS, SPORTS_LAUNCH_VENDOR } from '@suite/shared/contract';
import { FAST_VENDOR, LOTTERY_GAMES_SEED, REGIONAL_VENDOR } from './lottery-seed';

export interface VendorSeed {
  vassalage: string;
  accountTypeId: number;
  displayName: string;
  hue: number;
}

export interface VendorTypeSeed {
  vassalage: string;
  gameType: GameType;
  isHot: boolean;
  sortOrder: number;
}

export interface GameSeed {
  id: number;
  vassalage: string;
  gameCode: string;
  gameType: GameType;
  name: string;
  classify: GameClassifyCode | null;
  /** Money string with two decimals. */
  minBet: string;
  lineNum: number;
  isHot: boolean;
  isGame: boolean;
  hue: number;
  sortOrder: number;
}

export interface Catalogue {
  vendors: VendorSeed[];
  vendorTypes: VendorTypeSeed[];
  games: GameSeed[];
}

/** Bump when the generator changes: a database seeded by an older version keeps its catalogue. */
export const CATALOGUE_VERSION = 1;
export const CATALOGUE_SIZE = 10_000;

/** Seeded random numbers for the generated catalogue (mulberry32). */
export const createRandom = mulberry32;

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

/**
 * Game types of a vendor with the number of games of each ('fill': whatever makes the catalogue
 * CATALOGUE_SIZE games).
 */
interface VendorPlan {
  vassalage: string;
  displayName: string;
  types: Partial<Record<GameType, number | 'fill'>>;
  /** The menu lists the vendor under this type instead (TF and DS88 sit inside SPORTS). */
  menuType?: GameType;
}

const REGIONAL_LOTTERIES = LOTTERY_GAMES_SEED.filter((game) => game.intervalSeconds === undefined);
const FAST_LOTTERIES = LOTTERY_GAMES_SEED.filter((game) => game.intervalSeconds !== undefined);

const ESPORTS_VENDOR = ESPORTS_PROVIDERS[0];
const COCKFIGHT_VENDOR = COCKFIGHT_PROVIDERS[0];

const VENDOR_PLANS: VendorPlan[] = [
  { vassalage: 'SPX', displayName: 'Spinix Studios', types: { RNG: 720, FISH: 24 } },
  { vassalage: 'LUX', displayName: 'Luxora Gaming', types: { RNG: 680 } },
  { vassalage: 'RBT', displayName: 'Reelbit', types: { RNG: 640 } },
  { vassalage: 'GLD', displayName: 'Goldvein Games', types: { RNG: 610 } },
  { vassalage: 'NVA', displayName: 'Nova Reels', types: { RNG: 580 } },
  { vassalage: 'JDE', displayName: 'Jadeway Play', types: { RNG: 560, FISH: 20, PVP: 30 } },
  { vassalage: 'ORB', displayName: 'Orbital Slots', types: { RNG: 540 } },
  { vassalage: 'KTO', displayName: 'Kitsune Play', types: { RNG: 520 } },
  { vassalage: 'MRL', displayName: 'Marlin Interactive', types: { RNG: 500 } },
  { vassalage: 'SNR', displayName: 'Sunrise Reels', types: { RNG: 490 } },
  { vassalage: 'QBT', displayName: 'Quickbit Gaming', types: { RNG: 470 } },
  { vassalage: 'VRX', displayName: 'Vortex Gaming', types: { RNG: 460 } },
  { vassalage: 'PLM', displayName: 'Palmtree Studios', types: { RNG: 450 } },
  { vassalage: 'TNG', displayName: 'Tangram Games', types: { RNG: 440 } },
  { vassalage: 'ECH', displayName: 'Echo Slots', types: { RNG: 420 } },
  { vassalage: 'BRZ', displayName: 'Bronze Owl Games', types: { RNG: 'fill' } },
  { vassalage: 'FSH', displayName: 'Fishtide', types: { FISH: 44 } },
  { vassalage: 'CRL', displayName: 'Coral Arcade', types: { FISH: 40 } },
  { vassalage: 'AQA', displayName: 'Aquaris Games', types: { FISH: 40 } },
  { vassalage: 'HRP', displayName: 'Harpoon Play', types: { FISH: 36 } },
  { vassalage: 'TDL', displayName: 'Tidal Arcade', types: { FISH: 36 } },
  { vassalage: 'CRD', displayName: 'Cardinal Cards', types: { PVP: 90 } },
  { vassalage: 'ACE', displayName: 'Acehouse', types: { PVP: 86 } },
  { vassalage: 'TBL', displayName: 'Tablemate', types: { PVP: 80 } },
  { vassalage: 'KNG', displayName: 'Kingpin Cards', types: { PVP: 80 } },
  { vassalage: 'PSC', displayName: 'Pusoy Club', types: { PVP: 72 } },
  { vassalage: 'MJG', displayName: 'Mahjong Garden', types: { PVP: 72 } },
  { vassalage: 'LVA', displayName: 'Live Aurora', types: { LIVE: 110 } },
  { vassalage: 'VLV', displayName: 'Velvet Live', types: { LIVE: 104 } },
  { vassalage: 'CRN', displayName: 'Crown Dealer', types: { LIVE: 100 } },
  { vassalage: 'SPH', displayName: 'Sapphire Live', types: { LIVE: 96 } },
  { vassalage: 'GLX', displayName: 'Galaxy Live', types: { LIVE: 96 } },
  { vassalage: 'ONX', displayName: 'Onyx Live Casino', types: { LIVE: 94 } },
  { vassalage: SPORTS_LAUNCH_VENDOR, displayName: 'FB Sports', types: { SPORTS: 5 } },
  { vassalage: 'SBK', displayName: 'Stadium Book', types: { SPORTS: 5 } },
  { vassalage: 'GOL', displayName: 'Golazo Sports', types: { SPORTS: 5 } },
  { vassalage: 'ARN', displayName: 'Arena Bet', types: { SPORTS: 5 } },
  { vassalage: ESPORTS_VENDOR, displayName: 'Titan Forge Esports', types: { ESPORTS: 10 }, menuType: 'SPORTS' },
  { vassalage: COCKFIGHT_VENDOR, displayName: 'Dawnspur 88', types: { COCKFIGHT: 6 }, menuType: 'SPORTS' },
  // The lottery part's games (lottery_game), so a LOTT/ELOTT entry opens /lottery with a gameCode that exists.
  { vassalage: REGIONAL_VENDOR, displayName: 'Lotto VN', types: { LOTT: REGIONAL_LOTTERIES.length } },
  { vassalage: FAST_VENDOR, displayName: 'SEA Lottery', types: { ELOTT: FAST_LOTTERIES.length } },
];

/** RNG vendors whose first entry is a VASSALAGE card (opens the vendor's list). */
const VASSALAGE_ENTRY_VENDORS = new Set(['SPX', 'LUX', 'RBT']);


// --- Names ---

const ADJECTIVES = [
  'Golden', 'Lucky', 'Wild', 'Mighty', 'Royal', 'Mystic', 'Blazing', 'Frozen', 'Crystal', 'Jade',
  'Ruby', 'Emerald', 'Silver', 'Neon', 'Cosmic', 'Ancient', 'Sacred', 'Thunder', 'Fiery', 'Diamond',
  'Magic', 'Happy', 'Secret', 'Hidden', 'Super', 'Grand', 'Rising', 'Dancing', 'Roaring', 'Sweet',
  'Midnight', 'Savage', 'Shining', 'Starry', 'Jolly', 'Epic', 'Divine', 'Raging', 'Burning', 'Velvet',
];
const NOUNS = [
  'Dragon', 'Tiger', 'Phoenix', 'Panda', 'Koi', 'Lotus', 'Pharaoh', 'Sphinx', 'Viking', 'Samurai',
  'Ninja', 'Pirate', 'Buffalo', 'Wolf', 'Eagle', 'Lion', 'Monkey', 'Fortune', 'Treasure', 'Gems',
  'Fruits', 'Cherries', 'Sevens', 'Bells', 'Coins', 'Riches', 'Jewels', 'Empire', 'Temple', 'Kingdom',
  'Ocean', 'Safari', 'Jungle', 'Volcano', 'Galaxy', 'Comet', 'Carnival', 'Fiesta', 'Mariachi', 'Cowboy',
  'Gladiator', 'Goddess', 'Wizard', 'Candy', 'Mermaid', 'Unicorn', 'Genie', 'Lantern', 'Festival', 'Rooster',
  'Stallion', 'Rhino', 'Elephant', 'Shark', 'Octopus', 'Scarab', 'Oasis', 'Aztec', 'Jaguar', 'Firefly',
];
const SLOT_SUFFIXES = [
  'Deluxe', 'Hold and Win', 'Link', 'Xtreme', 'Reloaded', '1000 Ways', 'Respins', 'Jackpots', 'II',
  'Gold Edition', 'Supreme', 'Multiplier', 'Express',
];
const TABLE_GAMES = ['European Roulette', 'French Roulette', 'Blackjack Classic', 'Baccarat Pro', 'Sic Bo', 'Casino Stud', 'Three Card Poker', 'Red Dog', 'Pai Gow', 'Craps'];
const VIDEO_POKERS = ['Jacks or Better', 'Deuces Wild', 'Joker Poker', 'Bonus Poker', 'Double Bonus Poker', 'Aces and Faces', 'Tens or Better', 'All American'];
const ARCADE_GAMES = ['Plinko', 'Mines', 'Crash', 'Dice', 'Keno Arcade', 'Hi-Lo', 'Tower', 'Limbo', 'Coin Flip', 'Wheel'];
const BINGO_GAMES = ['Bingo 75', 'Bingo 90', 'Speed Bingo', 'Bingo Blast', 'Bingo Party'];
const LIVE_TABLES = [
  'Baccarat', 'Speed Baccarat', 'No Commission Baccarat', 'Squeeze Baccarat', 'Roulette', 'Auto Roulette',
  'Blackjack', 'Blackjack VIP', 'Sic Bo', 'Dragon Tiger', 'Fan Tan', "Casino Hold'em", 'Three Card Poker',
  'Andar Bahar', 'Teen Patti', 'Money Wheel', 'Bac Bo Dice', 'Color Game',
];
const TABLE_LABELS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'Azure', 'Ruby', 'Jade', 'Onyx', 'Pearl', 'Amber'];
const PVP_GAMES = [
  "Texas Hold'em", 'Omaha', 'Tongits', 'Pusoy', 'Pusoy Dos', 'Niu Niu', 'Mahjong', 'Rummy', 'Teen Patti',
  'Andar Bahar', 'Blackjack Duel', 'Dragon Tiger Duel', 'Tien Len', 'Sam Loc', 'Xoc Dia', 'Big Two',
  'Landlord', 'Golden Flower', 'Thirteen Cards', 'Bull Fight', 'Dice Duel', 'Lucky Nine', 'Baccarat Duel',
];
const PVP_VARIANTS = ['Classic', 'Turbo', 'Pro', 'Blitz', 'Royale', 'Club', 'Lucky', 'VIP', 'Masters', 'Express'];
const FISH_PREY = ['Shark', 'Whale', 'Kraken', 'Mermaid', 'Lobster', 'Golden Toad', 'Dragon Fish', 'Octopus', 'Jellyfish', 'Koi', 'Turtle', 'Marlin'];
const FISH_SUFFIXES = ['Hunter', 'Fishing', 'Catch', 'Shooter', 'Frenzy', 'Party', 'Legend', 'Bounty'];
const SPORTS_GAMES = ['Sportsbook', 'Live Betting', 'Virtual Football', 'Virtual Basketball', 'Virtual Horse Racing'];
const ESPORTS_GAMES = [
  'Esports Lobby', 'Arena 5v5', 'Tactical Shooter', 'Battle Royale', 'Card Clash', 'Racing League', 'Football Sim',
  'Fighting Cup', 'Mobile Arena', 'Strategy Masters',
];
/** Real titles that the word lists could spell: never generated. */
const DENYLIST = new Set(['Wolf Gold', 'Fire Joker', 'Buffalo King', 'Starry Night']);

const money = (value: number): string => value.toFixed(2);

function weighted<T>(random: Random, options: readonly (readonly [T, number])[]): T {
  const total = options.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of options) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return (options[options.length - 1] as readonly [T, number])[0];
}

const RNG_CLASSIFY: readonly (readonly [GameClassifyCode, number])[] = [
  ['SLOTS', 80],
  ['ARCADE', 6],
  ['TABLE', 5],
  ['VIDEO_POKER', 4],
  ['SCRATCH', 3],
  ['BINGO', 2],
];
const SLOT_LINES = [1, 5, 9, 10, 15, 20, 25, 30, 40, 50, 100, 243, 1024];
const SLOT_MIN_BETS: readonly (readonly [number, number])[] = [
  [0.01, 30], [0.05, 15], [0.1, 15], [0.2, 10], [0.25, 5], [0.5, 10], [0.75, 5], [1, 6], [2, 4],
];

interface Drafted {
  name: string;
  classify: GameClassifyCode | null;
  minBet: string;
  lineNum: number;
  /** Set when the code is given (lotteries); else generated. */
  gameCode?: string | undefined;
}

/** A name not used yet by this vendor: tries the generator a few times, then numbers it. */
function uniqueName(used: Set<string>, make: () => string): string {
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const name = make();
    if (!used.has(name) && !DENYLIST.has(name)) {
      used.add(name);
      return name;
    }
  }
  const base = make();
  for (let n = 2; ; n += 1) {
    const name = `${base} ${n}`;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
}

function draftRng(random: Random, used: Set<string>): Drafted {
  const classify = weighted(random, RNG_CLASSIFY);
  const minBet = money(weighted(random, SLOT_MIN_BETS));
  switch (classify) {
    case 'SLOTS': {
      const name = uniqueName(used, () => {
        const shape = random();
        const adjective = pick(random, ADJECTIVES);
        const noun = pick(random, NOUNS);
        if (shape < 0.45) return `${adjective} ${noun}`;
        if (shape < 0.8) return `${adjective} ${noun} ${pick(random, SLOT_SUFFIXES)}`;
        return `${noun} ${pick(random, ['Riches', 'Fortune', 'Treasure', 'Gems', 'Coins', 'Jewels'])}`;
      });
      return { name, classify, minBet, lineNum: pick(random, SLOT_LINES) };
    }
    case 'SCRATCH':
      return { name: uniqueName(used, () => `Scratch ${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}`), classify, minBet, lineNum: 1 };
    case 'VIDEO_POKER':
      return { name: uniqueName(used, () => `${pick(random, VIDEO_POKERS)} ${pick(random, ['', 'Multi-Hand', 'Deluxe', 'Classic'])}`.trim()), classify, minBet, lineNum: 1 };
    case 'TABLE':
      return { name: uniqueName(used, () => `${pick(random, TABLE_GAMES)} ${pick(random, ['', 'Gold', 'Pro', 'VIP', 'Classic'])}`.trim()), classify, minBet, lineNum: 1 };
    case 'ARCADE':
      return { name: uniqueName(used, () => `${pick(random, ADJECTIVES)} ${pick(random, ARCADE_GAMES)}`), classify, minBet, lineNum: 1 };
    case 'BINGO':
      return { name: uniqueName(used, () => `${pick(random, NOUNS)} ${pick(random, BINGO_GAMES)}`), classify, minBet, lineNum: 1 };
  }
}

function draft(type: GameType, vendor: VendorPlan, index: number, random: Random, used: Set<string>): Drafted {
  switch (type) {
    case 'RNG':
      return draftRng(random, used);
    case 'FISH':
      return {
        name: uniqueName(used, () => `${pick(random, ADJECTIVES)} ${pick(random, FISH_PREY)} ${pick(random, FISH_SUFFIXES)}`),
        classify: 'ARCADE',
        minBet: money(pick(random, [0.01, 0.05, 0.1])),
        lineNum: 1,
      };
    case 'PVP':
      return {
        name: uniqueName(used, () => `${pick(random, PVP_GAMES)} ${pick(random, PVP_VARIANTS)}`),
        classify: 'TABLE',
        minBet: money(pick(random, [0.1, 0.5, 1, 5])),
        lineNum: 1,
      };
    case 'LIVE':
      return {
        name: uniqueName(used, () => `${pick(random, LIVE_TABLES)} ${pick(random, TABLE_LABELS)}${random() < 0.5 ? '' : String(1 + Math.floor(random() * 9))}`),
        classify: 'TABLE',
        minBet: money(pick(random, [1, 2, 5, 10, 20, 50])),
        lineNum: 1,
      };
    case 'SPORTS':
      return { name: `${vendor.displayName} ${SPORTS_GAMES[index % SPORTS_GAMES.length]}`, classify: null, minBet: money(1), lineNum: 1 };
    case 'ESPORTS':
      return { name: ESPORTS_GAMES[index % ESPORTS_GAMES.length] as string, classify: null, minBet: money(1), lineNum: 1 };
    case 'COCKFIGHT':
      return { name: `Sabong Arena ${index + 1}`, classify: null, minBet: money(5), lineNum: 1 };
    case 'LOTT':
    case 'ELOTT': {
      const lottery = (type === 'LOTT' ? REGIONAL_LOTTERIES : FAST_LOTTERIES)[index];
      return { name: lottery?.names.es ?? `Lottery ${index + 1}`, classify: null, minBet: money(1), lineNum: 1, gameCode: lottery?.gameId };
    }
  }
}

const hueOf = (random: Random): number => Math.floor(random() * 360);

export function generateCatalogue(seed = 20_260_101): Catalogue {
  const random = createRandom(seed);
  const vendors: VendorSeed[] = [];
  const vendorTypes: VendorTypeSeed[] = [];
  const games: GameSeed[] = [];
  const hotVendorsPerType = new Map<GameType, number>();

  const fixed = VENDOR_PLANS.flatMap((plan) => Object.values(plan.types)).reduce<number>((sum, count) => sum + (count === 'fill' ? 0 : count), 0);

  VENDOR_PLANS.forEach((plan, vendorIndex) => {
    vendors.push({ vassalage: plan.vassalage, accountTypeId: 1001 + vendorIndex, displayName: plan.displayName, hue: hueOf(random) });
    const used = new Set<string>();
    for (const [type, planned] of Object.entries(plan.types) as [GameType, number | 'fill'][]) {
      const count = planned === 'fill' ? CATALOGUE_SIZE - fixed : planned;
      const menuType = plan.menuType ?? type;
      // The first three vendors of each menu type are hot.
      const hotSoFar = hotVendorsPerType.get(menuType) ?? 0;
      hotVendorsPerType.set(menuType, hotSoFar + 1);
      vendorTypes.push({ vassalage: plan.vassalage, gameType: menuType, isHot: hotSoFar < 3, sortOrder: vendorIndex });

      const vassalageEntry = type === 'RNG' && VASSALAGE_ENTRY_VENDORS.has(plan.vassalage);
      for (let index = 0; index < count; index += 1) {
        const isEntry = vassalageEntry && index === 0;
        const { gameCode, ...drafted }: Drafted = isEntry
          ? { name: `${plan.displayName} Lobby`, classify: null, minBet: money(0.01), lineNum: 1, gameCode: 'VASSALAGE' }
          : draft(type, plan, index, random, used);
        const isHot = isEntry || random() < 0.05;
        games.push({
          id: games.length + 1,
          vassalage: plan.vassalage,
          gameCode: gameCode ?? `${plan.vassalage}-${type}-${String(index + 1).padStart(4, '0')}`,
          gameType: type,
          ...drafted,
          isHot,
          isGame: !isEntry,
          hue: hueOf(random),
          // Entries first, then hot games, then the rest in a stable shuffled order.
          sortOrder: isEntry ? 0 : (isHot ? 1 : 1_000_000) + Math.floor(random() * 999_999),
        });
      }
    }
  });
  return { vendors, vendorTypes, games };
}
