import { loadDatePlugins } from '@suite/shared';
import { readRecordSearch, withChanges } from './record-search';

// Typed days are read strictly (customParseFormat): report pages load it with their chunk.
beforeAll(() => loadDatePlugins());

const today = '2026-11-23';
const read = (query: string) => readRecordSearch(new URLSearchParams(query), today, { key: 'type', values: ['deposit', 'bet'] as const });

it('reads period, range, page and filter', () => {
  expect(read('period=monthly&from=2026-10-02&to=2026-10-24&page=3&type=bet')).toEqual({
    period: 'monthly',
    custom: { first: '2026-10-02', last: '2026-10-24' },
    page: 3,
    filter: 'bet',
  });
});

it('falls back to the defaults for anything unreadable', () => {
  expect(read('')).toEqual({ period: 'daily', custom: null, page: 1, filter: null });
  expect(read('period=yearly&page=0&type=DROP TABLE')).toEqual({ period: 'daily', custom: null, page: 1, filter: null });
  expect(read('page=-2').page).toBe(1);
  expect(read('page=2.5').page).toBe(1);
  expect(read('page=abc').page).toBe(1);
  expect(read('page=99999999999').page).toBe(1);
});

it('ignores a range that is reversed, too long, in the future or half given', () => {
  expect(read('from=2026-11-10&to=2026-11-01').custom).toBeNull();
  expect(read('from=2026-01-01&to=2026-11-01').custom).toBeNull();
  expect(read('from=2026-11-20&to=2026-11-30').custom).toBeNull();
  expect(read('from=2026-11-20').custom).toBeNull();
  expect(read('from=2026-02-30&to=2026-03-02').custom).toBeNull();
});

it('changes some keys and keeps the others', () => {
  const next = withChanges(new URLSearchParams('period=weekly&page=4&type=bet'), { page: null, type: 'deposit' });
  expect(next.toString()).toBe('period=weekly&type=deposit');
});
