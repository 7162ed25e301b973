import { api } from '@suite/shared';

type GameType = api.GameType;
type VendorCard = api.VendorCard;
type VendorLane = api.VendorLane;

/** Providers split out of the sports lane (spec 2 §9: esports TF, cockfight DS88). */
export interface ProviderSplit {
  esports: readonly string[];
  cockfight: readonly string[];
}
export const DEFAULT_PROVIDER_SPLIT: ProviderSplit = { esports: api.ESPORTS_PROVIDERS, cockfight: api.COCKFIGHT_PROVIDERS };

const has = (list: readonly string[], vassalage: string) => list.some((code) => code.toUpperCase() === vassalage.toUpperCase());

/**
 * The vendors of one category page. The platform lists the esports and cockfight providers inside
 * the SPORTS lane: they are taken out of /sports and shown (as ESPORTS / COCKFIGHT vendors) on
 * /esports and /cockfight, after any vendors those lanes have themselves.
 */
export function vendorsFor(lanes: readonly VendorLane[], gameType: GameType, split: ProviderSplit = DEFAULT_PROVIDER_SPLIT): VendorCard[] {
  const own = lanes.find((lane) => lane.gameType === gameType)?.cards ?? [];
  const sports = lanes.find((lane) => lane.gameType === 'SPORTS')?.cards ?? [];
  const splitOut = (list: readonly string[]) => sports.filter((card) => has(list, card.vassalage));
  let cards: VendorCard[];
  if (gameType === 'SPORTS') cards = own.filter((card) => !has(split.esports, card.vassalage) && !has(split.cockfight, card.vassalage));
  else if (gameType === 'ESPORTS') cards = [...own, ...splitOut(split.esports).map((card) => ({ ...card, gameType }))];
  else if (gameType === 'COCKFIGHT') cards = [...own, ...splitOut(split.cockfight).map((card) => ({ ...card, gameType }))];
  else cards = [...own];
  const seen = new Set<string>();
  return cards.filter((card) => {
    if (seen.has(card.vassalage)) return false;
    seen.add(card.vassalage);
    return true;
  });
}

/** The classifications the API reports for a game type (optionally only those one vendor offers). */
export function classificationsFor(lanes: readonly VendorLane[], gameType: GameType, vassalage: string | null): string[] {
  const lane = lanes.find((item) => item.gameType === gameType);
  if (!lane) return [];
  return lane.gameClassify.filter((item) => vassalage === null || item.vendors.includes(vassalage)).map((item) => item.code);
}
