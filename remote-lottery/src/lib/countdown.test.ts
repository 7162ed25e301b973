import { countdownParts } from './countdown';

describe('countdown parts', () => {
  it('shows HH:MM:SS, rounding seconds up so 00:00:00 means the time is up', () => {
    expect(countdownParts(50_000)).toEqual({ days: 0, clock: '00:00:50' });
    expect(countdownParts(999)).toEqual({ days: 0, clock: '00:00:01' });
    expect(countdownParts(0)).toEqual({ days: 0, clock: '00:00:00' });
    expect(countdownParts(-5000)).toEqual({ days: 0, clock: '00:00:00' });
    expect(countdownParts(3_600_000 + 62_000)).toEqual({ days: 0, clock: '01:01:02' });
  });

  it('counts whole days apart', () => {
    expect(countdownParts(2 * 86_400_000 + 3_723_000)).toEqual({ days: 2, clock: '01:02:03' });
  });
});
