import { registerNamespace } from '@suite/shared';
import { gamesEn } from './en';
import { gamesEs } from './es';

export const GAMES_NS = 'games';

export function registerGamesTranslations(): void {
  void registerNamespace(GAMES_NS, { bundled: { es: gamesEs, en: gamesEn } });
}
