import { applyStatusChange, statusCode } from './system-status';
import type { StatusSetting } from './system-repository';

const normal: StatusSetting = {
  maintenance: false,
  maintenanceEndTime: null,
  regionRestriction: false,
  blockedCountries: [],
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('system status', () => {
  it('is 0 when nothing is switched on', () => {
    expect(statusCode(normal, 'ES')).toBe(0);
  });

  it('is 2 only for visitors from a blocked country, or everyone with *', () => {
    const restricted = { ...normal, regionRestriction: true, blockedCountries: ['ES'] };
    expect(statusCode(restricted, 'ES')).toBe(2);
    expect(statusCode(restricted, 'US')).toBe(0);
    expect(statusCode({ ...restricted, blockedCountries: ['*'] }, 'US')).toBe(2);
    expect(statusCode({ ...restricted, regionRestriction: false }, 'ES')).toBe(0);
  });

  it('is 1 in maintenance, even for a region-restricted visitor', () => {
    expect(statusCode({ ...normal, maintenance: true, regionRestriction: true, blockedCountries: ['*'] }, 'ES')).toBe(1);
  });
});

describe('an operator change', () => {
  it('keeps omitted fields and normalises countries and the end time', () => {
    const current = { ...normal, regionRestriction: true, blockedCountries: ['ES'] };
    expect(applyStatusChange(current, { maintenance: true, maintenanceEndTime: '2026-12-01T12:00:00+02:00' })).toEqual({
      maintenance: true,
      maintenanceEndTime: '2026-12-01T10:00:00.000Z',
      regionRestriction: true,
      blockedCountries: ['ES'],
    });
    expect(applyStatusChange(current, { maintenance: false, blockedCountries: ['vn', 'VN', 'es'] }).blockedCountries).toEqual(['VN', 'ES']);
  });

  it('keeps the end time while maintenance stays on, and clears it when maintenance goes off', () => {
    const inMaintenance = { ...normal, maintenance: true, maintenanceEndTime: '2026-12-01T10:00:00.000Z' };
    expect(applyStatusChange(inMaintenance, { maintenance: true }).maintenanceEndTime).toBe('2026-12-01T10:00:00.000Z');
    expect(applyStatusChange(inMaintenance, { maintenance: true, maintenanceEndTime: null }).maintenanceEndTime).toBeNull();
    expect(applyStatusChange(inMaintenance, { maintenance: false }).maintenanceEndTime).toBeNull();
  });
});
