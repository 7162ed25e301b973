import { api, type Language } from '@suite/shared';

/**
 * Bingo is a classification "for one language" (spec 2 §2). We show it in Spanish: bingo is a
 * staple of the Spanish-speaking markets this site serves. In English the filter has the other five.
 */
export const BINGO_LANGUAGE: Language = 'es';

/**
 * The classification options of the filter, in the spec's order: those the API reports for the page
 * (and vendor), or all of them while the vendor data is not there, with bingo only in Spanish.
 */
export function classificationOptions(language: Language, reported: readonly string[] | null): api.GameClassifyCode[] {
  return api.GAME_CLASSIFY_CODES.filter(
    (code) => (code !== 'BINGO' || language === BINGO_LANGUAGE) && (reported === null || reported.includes(code)),
  );
}
