/** Signed amounts: the sign is always written, so colour is never the only cue. */
import { type api, formatMoney, toMinorUnits } from '@suite/shared';

type Money = api.Money;

export type Tone = 'credit' | 'debit' | 'zero';

export function toneOf(amount: Money): Tone {
  const cents = toMinorUnits(amount);
  if (cents === null || cents === 0n) return 'zero';
  return cents > 0n ? 'credit' : 'debit';
}

/** '+P 10.00', '-P 10.00', 'P 0.00' (unreadable amounts show '—'). */
export function formatSigned(amount: Money): string {
  return toneOf(amount) === 'credit' ? `+${formatMoney(amount)}` : formatMoney(amount);
}

/** The amount as an outflow, whichever sign the server wrote it with ('25.00' or '-25.00' -> '-25.00'). */
export function asDebit(amount: Money): Money {
  const cents = toMinorUnits(amount);
  if (cents === null) return amount;
  const magnitude = cents < 0n ? -cents : cents;
  return `${magnitude === 0n ? '' : '-'}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
}
