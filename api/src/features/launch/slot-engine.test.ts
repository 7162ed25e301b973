import { payoutTenths, REEL_SIZE, reelPositions, spin, winCents } from './slot-engine';

describe('the demo slot', () => {
  it('pays three of a kind, two cherries and one cherry on the first reel', () => {
    expect(payoutTenths(['SEVEN', 'SEVEN', 'SEVEN'])).toBe(3000);
    expect(payoutTenths(['CHERRY', 'CHERRY', 'CHERRY'])).toBe(100);
    expect(payoutTenths(['CHERRY', 'CHERRY', 'BAR'])).toBe(30);
    expect(payoutTenths(['CHERRY', 'BAR', 'CHERRY'])).toBe(4);
    expect(payoutTenths(['BAR', 'CHERRY', 'CHERRY'])).toBe(0);
    expect(payoutTenths(['BAR', 'BAR', 'BELL'])).toBe(0);
  });

  it('returns 96.0625 % to the player, computed exactly over every reel stop', () => {
    const reel = reelPositions();
    expect(reel).toHaveLength(REEL_SIZE);
    let total = 0;
    for (const a of reel) for (const b of reel) for (const c of reel) total += payoutTenths([a, b, c]);
    // Tenths of the stake summed over 20^3 equally likely outcomes.
    expect(total / 10 / REEL_SIZE ** 3).toBe(0.960625);
  });

  it('lets the random source pick the stops and rounds wins down to the cent', () => {
    const stops = [19, 19, 19];
    const outcome = spin(() => stops.shift() ?? 0);
    expect(outcome).toEqual({ reels: ['CHERRY', 'CHERRY', 'CHERRY'], multiplierTenths: 100 });
    expect(winCents(1n, 4)).toBe(0n);
    expect(winCents(150n, 4)).toBe(60n);
    expect(winCents(333n, 30)).toBe(999n);
  });
});
