/**
 * The offer form's tiers as typed, their checks (the API's rules, so a refusal is rare) and the terms
 * sent. Money and rates travel as strings with two decimals; a comma is read as the decimal point.
 */
import { type api, formatMoney, fromMinorUnits, toMinorUnits } from '@suite/shared';

export interface TierDraft {
  /** Stable key of the row while rows are added and removed. */
  key: number;
  validBet: string;
  activeMembers: string;
  rate: string;
}

export type TierField = 'validBet' | 'activeMembers' | 'rate';
/** An error key of the `errors` texts, per field, and for the row as a whole. */
export type TierErrors = Partial<Record<TierField | 'row', 'validBet' | 'activeMembers' | 'rate' | 'notAscending' | 'rateFalls'>>;

export const MAX_ACTIVE_MEMBERS = 100_000;
const MONEY = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;
const RATE = /^\d{1,3}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,6}$/;
const MIN_RATE = 1n;
const MAX_RATE = 10_000n;

const decimal = (value: string) => value.trim().replace(',', '.');

/** Cents of a valid bet as typed, or null when it is not 0 or more with up to two decimals. */
export function validBetCents(value: string): bigint | null {
  const text = decimal(value);
  return MONEY.test(text) ? toMinorUnits(text) : null;
}

/** Hundredths of a rate as typed, or null when it is not 0.01-100 with up to two decimals. */
export function rateHundredths(value: string): bigint | null {
  const text = decimal(value);
  if (!RATE.test(text)) return null;
  const hundredths = toMinorUnits(text);
  return hundredths !== null && hundredths >= MIN_RATE && hundredths <= MAX_RATE ? hundredths : null;
}

export function activeMembersOf(value: string): number | null {
  const text = value.trim();
  if (!WHOLE.test(text)) return null;
  const count = Number(text);
  return count <= MAX_ACTIVE_MEMBERS ? count : null;
}

/** Each row's errors (an empty object when the row is fine); rows are compared only when both are readable. */
export function checkTiers(drafts: readonly TierDraft[]): TierErrors[] {
  const read = drafts.map((draft) => ({ bet: validBetCents(draft.validBet), members: activeMembersOf(draft.activeMembers), rate: rateHundredths(draft.rate) }));
  return read.map((tier, index) => {
    const errors: TierErrors = {};
    if (tier.bet === null) errors.validBet = 'validBet';
    if (tier.members === null) errors.activeMembers = 'activeMembers';
    if (tier.rate === null) errors.rate = 'rate';
    const before = read[index - 1];
    if (!before) return errors;
    if (tier.bet !== null && tier.members !== null && before.bet !== null && before.members !== null) {
      const higher = tier.bet > before.bet || tier.members > before.members;
      const lower = tier.bet < before.bet || tier.members < before.members;
      if (!higher || lower) errors.row = 'notAscending';
    }
    if (!errors.row && tier.rate !== null && before.rate !== null && tier.rate < before.rate) errors.row = 'rateFalls';
    return errors;
  });
}

export const hasErrors = (errors: readonly TierErrors[]) => errors.some((row) => Object.keys(row).length > 0);

/** The tiers as the API takes them (call only after checkTiers found nothing). */
export function toTiers(drafts: readonly TierDraft[]): api.ContractTier[] {
  return drafts.map((draft) => ({
    validBet: fromMinorUnits(validBetCents(draft.validBet) ?? 0n) ?? '0.00',
    activeMembers: activeMembersOf(draft.activeMembers) ?? 0,
    rate: fromMinorUnits(rateHundredths(draft.rate) ?? 0n) ?? '0.00',
  }));
}

let nextKey = 1;
export function emptyTier(): TierDraft {
  return { key: nextKey++, validBet: '', activeMembers: '', rate: '' };
}

/** A rate for people: '1.50' -> '1,50 %' in Spanish, '1.50 %' in English. */
export function formatRate(rate: api.Rate, locale?: string): string {
  return `${formatMoney(rate, { symbol: '', locale })}\u00a0%`;
}
