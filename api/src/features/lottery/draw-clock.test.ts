import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DRAW_CLOCK_ENV, DRAW_CLOCK_RECHECK_MS, drawClockFromEnv, offsetClock } from './draw-clock';
import { systemClock } from './draw-scheduler';
import { manualClock } from './testing/lottery-fixtures';

describe('the draw clock test seam', () => {
  const T0 = '2026-11-27T10:00:00.000Z';
  const dir = mkdtempSync(path.join(os.tmpdir(), 'draw-clock-'));
  let n = 0;
  const freshFile = () => path.join(dir, `clock-${(n += 1)}`);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const iso = (ms: number) => new Date(ms).toISOString();

  it('is the app clock itself without the variable, and refuses to start in production', () => {
    expect(drawClockFromEnv({}, systemClock)).toBe(systemClock);
    expect(drawClockFromEnv({ NODE_ENV: 'production' }, systemClock)).toBe(systemClock);
    expect(() => drawClockFromEnv({ [DRAW_CLOCK_ENV]: freshFile(), NODE_ENV: 'production' })).toThrow(/refused when NODE_ENV=production/);
    const clock = drawClockFromEnv({ [DRAW_CLOCK_ENV]: freshFile(), NODE_ENV: 'test' });
    expect(clock.recheckMs).toBe(DRAW_CLOCK_RECHECK_MS);
  });

  it('runs with the app clock plus the offset the file holds, read again when the file changes', () => {
    const base = manualClock(T0);
    const file = freshFile();
    const clock = offsetClock(file, base);
    // Absent: real time.
    expect(iso(clock.now())).toBe(T0);
    writeFileSync(file, '+0\n');
    expect(iso(clock.now())).toBe(T0);
    writeFileSync(file, '+45000');
    expect(iso(clock.now())).toBe('2026-11-27T10:00:45.000Z');
    base.advance(1000);
    expect(iso(clock.now())).toBe('2026-11-27T10:00:46.000Z');
    writeFileSync(file, '1200000');
    expect(iso(clock.now())).toBe('2026-11-27T10:20:01.000Z');
  });

  it('only moves forward: a smaller offset, a negative one, garbage or a removed file leave it where it is', () => {
    const base = manualClock(T0);
    const file = freshFile();
    const clock = offsetClock(file, base);
    writeFileSync(file, '+60000');
    expect(iso(clock.now())).toBe('2026-11-27T10:01:00.000Z');
    for (const text of ['+30000', '-60000', '+0', 'tomorrow', '2026-11-27T09:00:00Z', '']) {
      writeFileSync(file, text);
      expect(iso(clock.now())).toBe('2026-11-27T10:01:00.000Z');
    }
    rmSync(file);
    expect(iso(clock.now())).toBe('2026-11-27T10:01:00.000Z');
    writeFileSync(file, '+161000');
    expect(iso(clock.now())).toBe('2026-11-27T10:02:41.000Z');
  });
});
