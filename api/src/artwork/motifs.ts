/**
 * The picture half of a generated game thumbnail: one motif per kind of game (reels for slots, cards
 * for table and card games, balls for lotteries and bingo, fish for fishing and arcade, a wheel for
 * live casino...), drawn in the game's palette with details picked by the game's own random stream.
 * Shapes only (no text but a digit or a suit), in a 200x200 box, above y = 132 where the name goes.
 */
import { mulberry32 } from '../lib/mulberry32';

export interface Palette {
  /** Mid tone of the game (symbols, rims). */
  main: string;
  /** Contrasting accent. */
  accent: string;
  /** Near white, tinted. */
  light: string;
  /** Deep shade (outlines, holes). */
  dark: string;
}

export type Motif = 'reels' | 'cards' | 'ticket' | 'balls' | 'fish' | 'wheel' | 'ball' | 'pad' | 'crest';

/** Which motif a game shows: by classification first, then by game type. */
export function motifFor(gameType: string, classify: string | null): Motif {
  switch (classify) {
    case 'SLOTS':
      return 'reels';
    case 'VIDEO_POKER':
    case 'TABLE':
      return 'cards';
    case 'SCRATCH':
      return 'ticket';
    case 'BINGO':
      return 'balls';
    case 'ARCADE':
      return 'fish';
  }
  switch (gameType) {
    case 'FISH':
      return 'fish';
    case 'PVP':
      return 'cards';
    case 'LIVE':
      return 'wheel';
    case 'LOTT':
    case 'ELOTT':
      return 'balls';
    case 'SPORTS':
      return 'ball';
    case 'ESPORTS':
      return 'pad';
    case 'COCKFIGHT':
      return 'crest';
    default:
      return 'reels';
  }
}

/** A small deterministic random stream (mulberry32) seeded by the game id. */
export const randomStream = mulberry32;

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)] as T;

/** Slot symbols centred on (x, y), about 30 units tall. */
const SYMBOLS: Record<string, (x: number, y: number, p: Palette) => string> = {
  seven: (x, y, p) => `<path d="M${x - 11} ${y - 13}h22l-12 27h-8l10-20h-12z" fill="${p.accent}" stroke="${p.dark}" stroke-width="2"/>`,
  cherry: (x, y, p) =>
    `<path d="M${x - 6} ${y + 4}q2-14 12-17M${x + 6} ${y + 4}q-1-10 0-17" stroke="${p.dark}" stroke-width="2.5" fill="none"/>` +
    `<circle cx="${x - 7}" cy="${y + 7}" r="7" fill="#e53935"/><circle cx="${x + 7}" cy="${y + 7}" r="7" fill="#c62828"/>`,
  diamond: (x, y, p) => `<path d="M${x} ${y - 14}l12 14-12 14-12-14z" fill="${p.main}" stroke="${p.dark}" stroke-width="2"/>`,
  bar: (x, y, p) => `<rect x="${x - 14}" y="${y - 7}" width="28" height="14" rx="3" fill="${p.dark}"/><rect x="${x - 10}" y="${y - 3}" width="20" height="6" fill="${p.accent}"/>`,
  star: (x, y, p) =>
    `<path d="M${x} ${y - 14}l4 9 10 1-7 7 2 10-9-5-9 5 2-10-7-7 10-1z" fill="#ffc83d" stroke="${p.dark}" stroke-width="1.5"/>`,
  bell: (x, y, p) => `<path d="M${x - 11} ${y + 8}q0-20 11-20t11 20z" fill="#ffc83d" stroke="${p.dark}" stroke-width="2"/><circle cx="${x}" cy="${y + 10}" r="3" fill="${p.dark}"/>`,
};
const SYMBOL_NAMES = Object.keys(SYMBOLS);

function reels(p: Palette, random: () => number): string {
  const frame = `<rect x="22" y="38" width="156" height="78" rx="12" fill="${p.dark}" stroke="${p.accent}" stroke-width="3"/>`;
  const windows = [0, 1, 2]
    .map((column) => {
      const x = 30 + column * 49;
      const symbol = SYMBOLS[pick(SYMBOL_NAMES, random)] ?? SYMBOLS.seven!;
      return `<rect x="${x}" y="46" width="42" height="62" rx="6" fill="${p.light}"/>` + symbol(x + 21, 77, p);
    })
    .join('');
  return frame + windows + `<rect x="22" y="75" width="156" height="3" fill="${p.accent}" opacity=".7"/>`;
}

const SUITS = [
  ['M0-9c5 6 9 8 9 12a4 4 0 0 1-7 2l2 4h-8l2-4a4 4 0 0 1-7-2c0-4 4-6 9-12z', '#1b1b1f'],
  ['M0 9c-6-5-9-8-9-12a5 5 0 0 1 9-2a5 5 0 0 1 9 2c0 4-3 7-9 12z', '#d32f2f'],
  ['M0-10l8 10-8 10-8-10z', '#d32f2f'],
] as const;

function cards(p: Palette, random: () => number): string {
  return [-16, 0, 16]
    .map((angle, index) => {
      const [path, colour] = pick(SUITS, random);
      return (
        `<g transform="rotate(${angle} 100 150)"><rect x="76" y="${34 + (index === 1 ? -4 : 0)}" width="48" height="70" rx="6" fill="${p.light}" stroke="${p.dark}" stroke-width="2"/>` +
        `<path transform="translate(100 ${70 + (index === 1 ? -4 : 0)})" d="${path}" fill="${colour}"/></g>`
      );
    })
    .join('');
}

function ticket(p: Palette, random: () => number): string {
  const prize = 1 + Math.floor(random() * 9);
  return (
    `<rect x="30" y="40" width="140" height="78" rx="8" fill="${p.light}" stroke="${p.dark}" stroke-width="2"/>` +
    `<rect x="44" y="54" width="112" height="50" rx="6" fill="#b8bcc6"/>` +
    `<path d="M52 92q20-30 40-6t44-20" stroke="${p.main}" stroke-width="12" stroke-linecap="round" fill="none"/>` +
    `<circle cx="150" cy="106" r="16" fill="#ffc83d" stroke="${p.dark}" stroke-width="2"/><text x="150" y="112" font-size="16" font-weight="700" text-anchor="middle" fill="${p.dark}" font-family="Arial,sans-serif">${prize}</text>`
  );
}

function balls(p: Palette, random: () => number): string {
  const colours = [p.accent, '#ffc83d', p.main];
  return [
    [62, 86, 26],
    [138, 86, 26],
    [100, 68, 30],
  ]
    .map(([x, y, r], index) => {
      const number = 1 + Math.floor(random() * 49);
      return (
        `<circle cx="${x}" cy="${y}" r="${r}" fill="${colours[index]}" stroke="${p.dark}" stroke-width="2"/>` +
        `<circle cx="${x}" cy="${y}" r="${(r ?? 0) * 0.55}" fill="#fff"/>` +
        `<text x="${x}" y="${(y ?? 0) + 6}" font-size="17" font-weight="700" text-anchor="middle" fill="#1b1b1f" font-family="Arial,sans-serif">${number}</text>`
      );
    })
    .join('');
}

function fish(p: Palette, random: () => number): string {
  const one = (x: number, y: number, scale: number, colour: string) =>
    `<g transform="translate(${x} ${y}) scale(${scale})"><path d="M-30 0q22-24 44 0q-22 24-44 0zM12 0l18-14v28z" fill="${colour}" stroke="${p.dark}" stroke-width="2"/><circle cx="-18" cy="-4" r="3" fill="${p.dark}"/></g>`;
  const bubbles = [0, 1, 2, 3]
    .map(() => `<circle cx="${30 + Math.floor(random() * 140)}" cy="${30 + Math.floor(random() * 40)}" r="${3 + Math.floor(random() * 5)}" fill="none" stroke="${p.light}" stroke-width="2"/>`)
    .join('');
  return bubbles + one(118, 64, 1.3, p.accent) + one(64, 104, 0.9, '#ffc83d');
}

function wheel(p: Palette): string {
  const spokes = Array.from({ length: 12 }, (_, index) => {
    const angle = (index * Math.PI) / 6;
    return `${(100 + Math.cos(angle) * 52).toFixed(1)} ${(78 + Math.sin(angle) * 52).toFixed(1)}`;
  });
  const segments = spokes
    .map((point, index) => (index % 2 === 0 ? `<path d="M100 78L${point}A52 52 0 0 1 ${spokes[index + 1]}z" fill="#d32f2f"/>` : ''))
    .join('');
  return (
    `<circle cx="100" cy="78" r="58" fill="${p.dark}" stroke="#ffc83d" stroke-width="4"/><circle cx="100" cy="78" r="52" fill="#1b1b1f"/>` +
    segments +
    `<circle cx="100" cy="78" r="24" fill="${p.main}" stroke="#ffc83d" stroke-width="3"/><circle cx="100" cy="78" r="6" fill="#ffc83d"/><circle cx="136" cy="52" r="5" fill="#fff"/>`
  );
}

function ball(p: Palette): string {
  return (
    `<circle cx="100" cy="76" r="50" fill="#fff" stroke="${p.dark}" stroke-width="3"/>` +
    `<path d="M100 56l19 14-7 22h-24l-7-22z" fill="#1b1b1f"/>` +
    `<path d="M100 56v-30M119 70l28-9M112 92l17 24M88 92l-17 24M81 70l-28-9" stroke="#1b1b1f" stroke-width="3"/>`
  );
}

function pad(p: Palette): string {
  return (
    `<path d="M48 62q0-18 22-18h60q22 0 22 18l10 40q4 18-12 18-10 0-18-14h-64q-8 14-18 14-16 0-12-18z" fill="${p.light}" stroke="${p.dark}" stroke-width="3"/>` +
    `<path d="M66 70h22M77 59v22" stroke="${p.dark}" stroke-width="7" stroke-linecap="round"/>` +
    `<circle cx="126" cy="62" r="6" fill="${p.accent}"/><circle cx="140" cy="76" r="6" fill="#ffc83d"/><circle cx="112" cy="76" r="6" fill="${p.main}"/>`
  );
}

function crest(p: Palette): string {
  return (
    `<path d="M100 28l50 16v32c0 30-22 46-50 54-28-8-50-24-50-54V44z" fill="${p.dark}" stroke="#ffc83d" stroke-width="4"/>` +
    `<path d="M82 98q-4-30 14-40q-2-12 10-14q4 6 0 10q16 6 16 24q0 14-12 20z" fill="#d32f2f"/><path d="M96 58l-12-8 14 2z" fill="#ffc83d"/>`
  );
}

export function drawMotif(motif: Motif, palette: Palette, random: () => number): string {
  switch (motif) {
    case 'reels':
      return reels(palette, random);
    case 'cards':
      return cards(palette, random);
    case 'ticket':
      return ticket(palette, random);
    case 'balls':
      return balls(palette, random);
    case 'fish':
      return fish(palette, random);
    case 'wheel':
      return wheel(palette);
    case 'ball':
      return ball(palette);
    case 'pad':
      return pad(palette);
    case 'crest':
      return crest(palette);
  }
}
