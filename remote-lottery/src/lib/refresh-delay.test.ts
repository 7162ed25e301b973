import { DEFAULT_REFRESH_MS, MAX_REFRESH_MS, nextRefreshDelay } from './refresh-delay';

describe('the lottery list refresh timer', () => {
  it('waits for the soonest draw', () => {
    expect(nextRefreshDelay([45_000, 12_345, 20_000])).toBe(12_345);
  });

  it('waits 7000 ms when a draw is due (zero or less left) or there is none', () => {
    expect(nextRefreshDelay([45_000, 0])).toBe(DEFAULT_REFRESH_MS);
    expect(nextRefreshDelay([-5, 10_000])).toBe(7000);
    expect(nextRefreshDelay([])).toBe(7000);
  });

  it('never waits more than 30000 ms', () => {
    expect(nextRefreshDelay([86_400_000, 3_600_000])).toBe(MAX_REFRESH_MS);
    expect(MAX_REFRESH_MS).toBe(30000);
    expect(nextRefreshDelay([30_001])).toBe(30000);
  });
});
