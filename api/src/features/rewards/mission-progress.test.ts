import { maskAccount } from '../accounts/phone';
import { missionDay, missionProgress, weekStart, type DayActivity } from './mission-progress';

const idle: DayActivity = { validBets: '0.00', betCount: 0, distinctGames: 0, deposits: 0 };

describe('missionProgress', () => {
  it('counts valid bets in whole cents and caps the progress at the target', () => {
    const bets = { id: 'daily-bets', kind: 'validBets', target: '500.00' } as const;
    expect(missionProgress(bets, idle)).toEqual({ unit: 'money', progress: 0, target: 50_000, completed: false });
    expect(missionProgress(bets, { ...idle, validBets: '499.99' })).toEqual({ unit: 'money', progress: 49_999, target: 50_000, completed: false });
    expect(missionProgress(bets, { ...idle, validBets: '500.00' })).toMatchObject({ progress: 50_000, completed: true });
    expect(missionProgress(bets, { ...idle, validBets: '1234.56' })).toMatchObject({ progress: 50_000, target: 50_000, completed: true });
  });

  it('counts deposits, rounds and different games against a whole-number target', () => {
    expect(missionProgress({ id: 'd', kind: 'deposit', target: '1.00' }, idle)).toEqual({ unit: 'count', progress: 0, target: 1, completed: false });
    expect(missionProgress({ id: 'd', kind: 'deposit', target: '1.00' }, { ...idle, deposits: 2 })).toEqual({ unit: 'count', progress: 1, target: 1, completed: true });
    const games = { id: 'g', kind: 'distinctGames', target: '3' } as const;
    // Many rounds of two games do not make three different games.
    expect(missionProgress(games, { ...idle, betCount: 40, distinctGames: 2 })).toMatchObject({ progress: 2, target: 3, completed: false });
    expect(missionProgress(games, { ...idle, distinctGames: 3 })).toMatchObject({ progress: 3, completed: true });
    expect(missionProgress({ id: 'r', kind: 'betCount', target: '10' }, { ...idle, betCount: 9, distinctGames: 9 })).toMatchObject({ progress: 9, completed: false });
  });
});

describe('mission days and weeks (UTC)', () => {
  it('cuts the day at 00:00 UTC whatever the hour', () => {
    const late = missionDay(new Date('2026-11-24T23:59:59.999Z'));
    expect(late).toEqual({ start: new Date('2026-11-24T00:00:00.000Z'), end: new Date('2026-11-25T00:00:00.000Z'), day: '2026-11-24' });
    expect(missionDay(new Date('2026-11-25T00:00:00.000Z')).day).toBe('2026-11-25');
  });

  it('starts the leaderboard week on Monday', () => {
    // 2026-11-23 is a Monday.
    expect(weekStart(new Date('2026-11-23T00:00:00.000Z'))).toEqual(new Date('2026-11-23T00:00:00.000Z'));
    expect(weekStart(new Date('2026-11-29T23:00:00.000Z'))).toEqual(new Date('2026-11-23T00:00:00.000Z'));
    expect(weekStart(new Date('2026-11-30T01:00:00.000Z'))).toEqual(new Date('2026-11-30T00:00:00.000Z'));
  });
});

describe('maskAccount', () => {
  it('keeps the first two characters and the last one', () => {
    expect(maskAccount('abcdef9')).toBe('ab***9');
    expect(maskAccount('demo_player')).toBe('de***r');
    expect(maskAccount('abcd')).toBe('ab***d');
    expect(maskAccount('abc')).toBe('a***');
  });
});
