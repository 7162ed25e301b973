import type { gamesEs } from './es';

export const gamesEn: typeof gamesEs = {
  standalone: 'remote-games (standalone)',
  standaloneNav: 'remote-games sections',
  pages: {
    rng: 'Slots',
    fish: 'Fishing',
    pvp: 'Card games',
    live: 'Live casino',
    sports: 'Sports',
    esports: 'Esports',
    elott: 'E-lottery',
    cockfight: 'Cockfighting',
    fbsports: 'Sports provider',
    seamless: 'Seamless game',
    game: 'Game',
    unknown: 'Section not found in the game hall',
  },
};
