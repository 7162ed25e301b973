import { addTranslations } from '@suite/shared';
import { gamesEn } from './en';
import { gamesEs } from './es';

export const GAMES_NS = 'games';

export function registerGamesTranslations(): void {
  addTranslations(GAMES_NS, { es: gamesEs, en: gamesEn });
}
