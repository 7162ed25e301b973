import { SLIP_LOGIC } from './lobby-script';

/** The slip arithmetic exactly as the browser runs it (no DOM needed). */
interface SlipLogic {
  toCents(text: string): bigint | null;
  formatCents(cents: bigint): string;
  stakeProblem(raw: string, min: string, max: string): 'required' | 'format' | 'min' | 'max' | null;
  slipTotals(stakeCents: bigint, units: number, odds: string): { total: bigint; potentialWin: bigint };
  validNumber(text: string, digits: number): boolean;
  pairOf(first: string, second: string, digits: number): string | null;
}

const logic = new Function(`${SLIP_LOGIC}\nreturn { toCents, formatCents, stakeProblem, slipTotals, validNumber, pairOf };`)() as SlipLogic;

describe('slip arithmetic', () => {
  it('reads amounts into integer cents and writes them back with two decimals', () => {
    expect(logic.toCents('2')).toBe(200n);
    expect(logic.toCents('2.5')).toBe(250n);
    expect(logic.toCents('0.07')).toBe(7n);
    expect(logic.toCents('-12.30')).toBe(-1230n);
    expect(logic.toCents('123456789012345.99')).toBe(12345678901234599n);
    for (const bad of ['', '1.234', '1,50', 'abc', '1e3', '.5', '0x10']) expect(logic.toCents(bad)).toBeNull();
    expect(logic.formatCents(123456789n)).toBe('1,234,567.89');
    expect(logic.formatCents(5n)).toBe('0.05');
    expect(logic.formatCents(-100n)).toBe('-1.00');
  });

  it('says why a stake cannot be used, never trimming it', () => {
    expect(logic.stakeProblem('', '1.00', '1000.00')).toBe('required');
    expect(logic.stakeProblem('  ', '1.00', '1000.00')).toBe('required');
    expect(logic.stakeProblem('2.555', '1.00', '1000.00')).toBe('format');
    expect(logic.stakeProblem('-2', '1.00', '1000.00')).toBe('format');
    expect(logic.stakeProblem('2,50', '1.00', '1000.00')).toBe('format');
    expect(logic.stakeProblem('0.99', '1.00', '1000.00')).toBe('min');
    expect(logic.stakeProblem('1000.01', '1.00', '1000.00')).toBe('max');
    expect(logic.stakeProblem('1', '1.00', '1000.00')).toBeNull();
    expect(logic.stakeProblem('1000', '1.00', '1000.00')).toBeNull();
    expect(logic.stakeProblem('2.5', '1.00', '1000.00')).toBeNull();
  });

  it('totals stake x units and the potential win per hit at the odds, without float error', () => {
    // 0.1 + 0.2 style errors would show here: 3 x 0.10 and 0.29 x 80.
    expect(logic.slipTotals(10n, 3, '80.00')).toEqual({ total: 30n, potentialWin: 800n });
    expect(logic.slipTotals(29n, 7, '80.00')).toEqual({ total: 203n, potentialWin: 2320n });
    expect(logic.slipTotals(200n, 5, '99.50')).toEqual({ total: 1000n, potentialWin: 19900n });
    // A fraction of a cent is dropped: 1.25 x 80.55 = 100.6875.
    expect(logic.slipTotals(125n, 1, '80.55').potentialWin).toBe(10068n);
    expect(logic.slipTotals(100000n, 100, '1.95')).toEqual({ total: 10000000n, potentialWin: 195000n });
  });

  it('checks typed numbers and writes pairs the way the API expects them', () => {
    expect(logic.validNumber('123', 3)).toBe(true);
    expect(logic.validNumber('007', 3)).toBe(true);
    expect(logic.validNumber('12', 3)).toBe(false);
    expect(logic.validNumber('1234', 3)).toBe(false);
    expect(logic.validNumber('12a', 3)).toBe(false);
    expect(logic.pairOf('34', '12', 2)).toBe('12-34');
    expect(logic.pairOf('05', '50', 2)).toBe('05-50');
    expect(logic.pairOf('12', '12', 2)).toBeNull();
    expect(logic.pairOf('1', '23', 2)).toBeNull();
  });
});
