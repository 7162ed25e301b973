import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testClock } from './test-clock';

describe('the test clock', () => {
  const appNow = new Date('2026-11-27T10:00:00Z');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'test-clock-'));
  const file = path.join(dir, 'clock');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is the app clock itself without the seam', () => {
    const now = () => appNow;
    expect(testClock(now, undefined)).toBe(now);
  });

  it('reads the file at each call: an instant, an offset, or the app clock when absent, empty or unreadable', () => {
    const clock = testClock(() => appNow, file);
    expect(clock()).toEqual(appNow);
    writeFileSync(file, '2026-11-28T00:10:00+08:00\n');
    expect(clock().toISOString()).toBe('2026-11-27T16:10:00.000Z');
    writeFileSync(file, '+86400000');
    expect(clock().toISOString()).toBe('2026-11-28T10:00:00.000Z');
    writeFileSync(file, '-60000');
    expect(clock().toISOString()).toBe('2026-11-27T09:59:00.000Z');
    writeFileSync(file, 'tomorrow');
    expect(clock()).toEqual(appNow);
    writeFileSync(file, '');
    expect(clock()).toEqual(appNow);
  });
});
