import { applyHallChange, DEFAULT_HALL_QUERY, parseHallQuery, writeHallQuery, type HallQuery } from './hall-query';

const busy: HallQuery = { listType: 'hot', vassalage: 'SPX', gameClassify: 'SLOTS', gameName: 'drag', minBet: '0.50', minLineNum: 25, pageNo: 4 };

describe('URL round trip', () => {
  it('writes every field and reads the same state back', () => {
    const params = writeHallQuery(busy);
    expect(params.toString()).toBe('page=hot&vassalage=SPX&gameClassify=SLOTS&gameName=drag&minBet=0.50&minLineNum=25&pageNo=4');
    expect(parseHallQuery(params)).toEqual(busy);
  });

  it('leaves defaults out of the URL', () => {
    expect(writeHallQuery(DEFAULT_HALL_QUERY).toString()).toBe('');
    expect(parseHallQuery(new URLSearchParams())).toEqual(DEFAULT_HALL_QUERY);
  });

  it('keeps parameters that are not the hall’s', () => {
    const params = writeHallQuery({ ...DEFAULT_HALL_QUERY, pageNo: 2 }, new URLSearchParams('utm=mail&pageNo=9'));
    expect(params.get('utm')).toBe('mail');
    expect(params.get('pageNo')).toBe('2');
  });

  it('survives a search text with spaces and symbols', () => {
    const query = { ...DEFAULT_HALL_QUERY, gameName: 'Lucky 7 & co%' };
    expect(parseHallQuery(new URLSearchParams(writeHallQuery(query).toString()))).toEqual(query);
  });

  it.each([
    ['page=bogus', { listType: 'all' }],
    ['vassalage=<script>', { vassalage: null }],
    ['gameClassify=POKER', { gameClassify: null }],
    ['minBet=0.02', { minBet: null }],
    ['minBet=0.1', { minBet: '0.10' }],
    ['minLineNum=24', { minLineNum: null }],
    ['minLineNum=25.5', { minLineNum: null }],
    ['minLineNum=abc', { minLineNum: null }],
    ['minLineNum=25', { minLineNum: 25 }],
    ['pageNo=0', { pageNo: 1 }],
    ['pageNo=-2', { pageNo: 1 }],
    ['pageNo=2.5', { pageNo: 1 }],
    ['pageNo=abc', { pageNo: 1 }],
    [`gameName=${'x'.repeat(80)}`, { gameName: 'x'.repeat(50) }],
  ])('reads the malformed %s safely', (search, expected) => {
    expect(parseHallQuery(new URLSearchParams(search))).toEqual({ ...DEFAULT_HALL_QUERY, ...expected });
  });
});

describe('reset rules', () => {
  it('a new vendor goes to page 1 and clears the filters, keeping type and search', () => {
    expect(applyHallChange(busy, { kind: 'vendor', vassalage: 'LUX' })).toEqual({
      ...busy,
      vassalage: 'LUX',
      pageNo: 1,
      gameClassify: null,
      minBet: null,
      minLineNum: null,
    });
    expect(applyHallChange(busy, { kind: 'vendor', vassalage: null }).vassalage).toBeNull();
  });

  it('a new list type goes to page 1 and clears the filters', () => {
    expect(applyHallChange(busy, { kind: 'listType', listType: 'all' })).toEqual({ ...busy, listType: 'all', pageNo: 1, gameClassify: null, minBet: null, minLineNum: null });
  });

  it('moving to favourites or recent also clears the search (those lists have none)', () => {
    expect(applyHallChange(busy, { kind: 'listType', listType: 'fav' })).toEqual({
      ...busy,
      listType: 'fav',
      gameName: '',
      pageNo: 1,
      gameClassify: null,
      minBet: null,
      minLineNum: null,
    });
  });

  it('a new search goes to page 1 and clears the filters, keeping vendor and type', () => {
    expect(applyHallChange(busy, { kind: 'search', gameName: 'dragon' })).toEqual({ ...busy, gameName: 'dragon', pageNo: 1, gameClassify: null, minBet: null, minLineNum: null });
  });

  it('only spaces added to the search change nothing else', () => {
    expect(applyHallChange(busy, { kind: 'search', gameName: 'drag ' })).toEqual({ ...busy, gameName: 'drag ' });
  });

  it('a filter goes to page 1 and keeps the other filter', () => {
    expect(applyHallChange(busy, { kind: 'classify', gameClassify: 'TABLE' })).toEqual({ ...busy, gameClassify: 'TABLE', pageNo: 1 });
    expect(applyHallChange(busy, { kind: 'minBet', minBet: null })).toEqual({ ...busy, minBet: null, pageNo: 1 });
    expect(applyHallChange(busy, { kind: 'minLineNum', minLineNum: null })).toEqual({ ...busy, minLineNum: null, pageNo: 1 });
    expect(applyHallChange(busy, { kind: 'minLineNum', minLineNum: 25 })).toBe(busy);
  });

  it('choosing what is already chosen keeps the page and filters', () => {
    expect(applyHallChange(busy, { kind: 'vendor', vassalage: 'SPX' })).toBe(busy);
    expect(applyHallChange(busy, { kind: 'listType', listType: 'hot' })).toBe(busy);
    expect(applyHallChange(busy, { kind: 'classify', gameClassify: 'SLOTS' })).toBe(busy);
  });

  it('paging stays inside 1..totalPages', () => {
    expect(applyHallChange(busy, { kind: 'page', pageNo: 99, totalPages: 7 }).pageNo).toBe(7);
    expect(applyHallChange(busy, { kind: 'page', pageNo: 0, totalPages: 7 }).pageNo).toBe(1);
    expect(applyHallChange(busy, { kind: 'page', pageNo: 5, totalPages: 7 })).toEqual({ ...busy, pageNo: 5 });
  });
});
