import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '@suite/shared';
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

it('rolls 23:59:59.5 up into a whole day, and counts long waits in days, whatever the zone', () => {
  expect(countdownParts(86_399_500)).toEqual({ days: 1, clock: '00:00:00' });
  expect(countdownParts(30 * 86_400_000 + 1000)).toEqual({ days: 30, clock: '00:00:01' });
  setRuntimeConfig({ timeZone: 'Asia/Manila' });
  expect(countdownParts(3_723_000)).toEqual({ days: 0, clock: '01:02:03' });
  setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
});
