import { betPayoutCents, digitSum, oddsHundredths, pickHits, pickProblem, picksOf, winnableUnits } from './play-types';
import { drawPrizeSheet, NORTHERN_SHEET, SOUTHERN_SHEET } from './prize-sheet';

/**
 * A southern sheet, special prize first: DB 123456, G1 10001, G2 20056, G3 30056 30077, G4 40011
 * 40012 40013 40014 40015 40016 40017, G5 5056, G6 6001 6002 6077, G7 756, G8 56.
 * Endings of two: 56 six times (DB, G2, G3, G5, G7, G8), 77 twice, 01 twice.
 */
const SOUTH = [
  '123456',
  '10001',
  '20056',
  '30056',
  '30077',
  '40011',
  '40012',
  '40013',
  '40014',
  '40015',
  '40016',
  '40017',
  '5056',
  '6001',
  '6002',
  '6077',
  '756',
  '56',
];

const bet = (playType: Parameters<typeof pickHits>[0], picks: string[], stake = '2.00', odds = '80.00') => ({
  playType,
  picks,
  stakeCents: BigInt(Math.round(Number(stake) * 100)),
  oddsHundredths: oddsHundredths(odds),
});

describe('prize sheets', () => {
  it('draws 18 numbers in the south (special prize first, with the lottery digits) and 27 in the north', () => {
    const digits = (length: number) => '9'.repeat(length);
    const south = drawPrizeSheet({ kind: 'regional', menuTag: 'SOUTH', digits: 6 }, digits);
    expect(south).toHaveLength(18);
    expect(south.map((number) => number.length)).toEqual([6, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 3, 2]);
    expect(SOUTHERN_SHEET.reduce((sum, tier) => sum + tier.count, 0)).toBe(18);
    const north = drawPrizeSheet({ kind: 'regional', menuTag: 'NORTH', digits: 5 }, digits);
    expect(north).toHaveLength(27);
    expect(north[0]).toBe('99999');
    expect(NORTHERN_SHEET.reduce((sum, tier) => sum + tier.count, 0)).toBe(27);
    expect(drawPrizeSheet({ kind: 'fast', menuTag: 'FAST', digits: 3 }, digits)).toEqual(['999']);
  });
});

describe('payouts', () => {
  it('bao lo 2 pays per occurrence among the last two digits of every prize', () => {
    expect(pickHits('BAO_LO_2', '56', SOUTH)).toBe(6);
    expect(pickHits('BAO_LO_2', '77', SOUTH)).toBe(2);
    expect(pickHits('BAO_LO_2', '11', SOUTH)).toBe(1);
    expect(pickHits('BAO_LO_2', '99', SOUTH)).toBe(0);
    // 2.00 x 4.30 x (6 + 2 + 0) = 68.80
    expect(betPayoutCents(bet('BAO_LO_2', ['56', '77', '99'], '2.00', '4.30'), SOUTH)).toBe(6880n);
  });

  it('bao lo 3 counts only prizes of three digits or more', () => {
    expect(pickHits('BAO_LO_3', '056', SOUTH)).toBe(3);
    expect(pickHits('BAO_LO_3', '756', SOUTH)).toBe(1);
    expect(pickHits('BAO_LO_3', '456', SOUTH)).toBe(1);
    expect(pickHits('BAO_LO_3', '077', SOUTH)).toBe(2);
    expect(betPayoutCents(bet('BAO_LO_3', ['056', '123'], '1.00', '40.00'), SOUTH)).toBe(12000n);
  });

  it('de pays the last two digits of the special prize only', () => {
    expect(pickHits('DE', '56', SOUTH)).toBe(1);
    expect(pickHits('DE', '77', SOUTH)).toBe(0);
    expect(betPayoutCents(bet('DE', ['56', '01', '77']), SOUTH)).toBe(16000n);
  });

  it('xien 2 pays once when both numbers are in the bao lo set', () => {
    expect(pickHits('XIEN_2', '56-77', SOUTH)).toBe(1);
    expect(pickHits('XIEN_2', '77-01', SOUTH)).toBe(1);
    expect(pickHits('XIEN_2', '56-99', SOUTH)).toBe(0);
    expect(betPayoutCents(bet('XIEN_2', ['56-77', '56-99', '01-02'], '1.50', '28.00'), SOUTH)).toBe(8400n);
  });

  it('fast draws: big/small and odd/even on the digit sum, sum exact; half the top sum is neither big nor small', () => {
    expect(digitSum('958')).toBe(22);
    expect(pickHits('BIG_SMALL', 'BIG', ['958'])).toBe(1);
    expect(pickHits('BIG_SMALL', 'SMALL', ['958'])).toBe(0);
    expect(pickHits('BIG_SMALL', 'SMALL', ['130'])).toBe(1);
    // 8 digits: the top sum is 72; 36 is neither.
    expect(pickHits('BIG_SMALL', 'BIG', ['99990000'])).toBe(0);
    expect(pickHits('BIG_SMALL', 'SMALL', ['99990000'])).toBe(0);
    expect(pickHits('ODD_EVEN', 'EVEN', ['958'])).toBe(1);
    expect(pickHits('ODD_EVEN', 'ODD', ['959'])).toBe(1);
    expect(pickHits('SUM', '22', ['958'])).toBe(1);
    expect(betPayoutCents(bet('SUM', ['21', '22', '23'], '3.00', '10.00'), ['958'])).toBe(3000n);
    expect(betPayoutCents(bet('BIG_SMALL', ['BIG', 'SMALL'], '1.01', '1.95'), ['958'])).toBe(196n);
  });

  it('rounds a payout down to the cent', () => {
    // 1.01 x 4.33 = 4.3733
    expect(betPayoutCents(bet('DE', ['56'], '1.01', '4.33'), SOUTH)).toBe(437n);
  });

  it('the slip: units that can win together', () => {
    expect(winnableUnits('BAO_LO_2', 5)).toBe(5);
    expect(winnableUnits('XIEN_2', 3)).toBe(3);
    expect(winnableUnits('DE', 5)).toBe(1);
    expect(winnableUnits('SUM', 4)).toBe(1);
  });
});

describe('picks', () => {
  it('describes each play type', () => {
    expect(picksOf('XIEN_2', 6)).toEqual({ kind: 'number', digits: 2, count: 2 });
    expect(picksOf('BAO_LO_3', 6)).toEqual({ kind: 'number', digits: 3, count: 1 });
    expect(picksOf('SUM', 3)).toEqual({ kind: 'option', options: Array.from({ length: 28 }, (_, sum) => String(sum)) });
  });

  it.each([
    ['BAO_LO_2', ['07', '99'], null],
    ['BAO_LO_3', ['007'], null],
    ['XIEN_2', ['12-34', '34-56'], null],
    ['SUM', ['0', '27'], null],
    ['BAO_LO_2', [], /1 to 100/],
    ['BAO_LO_2', Array.from({ length: 101 }, (_, n) => String(n % 100).padStart(2, '0')), /1 to 100/],
    ['BAO_LO_2', ['7'], /2-digit/],
    ['BAO_LO_2', ['07', '07'], /repeat/],
    ['DE', ['123'], /2-digit/],
    ['BAO_LO_3', ['12'], /3-digit/],
    ['XIEN_2', ['12'], /pairs/],
    ['XIEN_2', ['12-12'], /different/],
    ['XIEN_2', ['12-34', '34-12'], /repeat/],
    ['BIG_SMALL', ['MEDIUM'], /BIG, SMALL/],
    ['SUM', ['28'], /0 to 27/],
    ['SUM', ['07'], /0 to 27/],
  ] as const)('%s %j -> %p', (playType, picks, expected) => {
    const problem = pickProblem(playType, 3, [...picks]);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(expected);
  });
});
