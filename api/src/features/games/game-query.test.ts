import { containsPattern, gameFilterSql, paging, totalPages } from './game-query';

describe('game hall query rules', () => {
  it('searches names as "contains", taking % _ and \\ literally', () => {
    expect(containsPattern('dragon')).toBe('%dragon%');
    expect(containsPattern('100%_win\\')).toBe('%100\\%\\_win\\\\%');
  });

  it('builds one condition per filter given, numbered from the first parameter', () => {
    expect(gameFilterSql({ gameType: 'RNG' })).toEqual({ where: 'g.enabled AND g.game_type = $1', params: ['RNG'] });
    const all = gameFilterSql(
      { gameType: 'RNG', vassalage: 'SPX', gameClassify: 'SLOTS', gameName: '  Dragon ', minBet: '0.50', minLineNum: 25, isTop: 1 },
      3,
    );
    expect(all.where).toBe(
      'g.enabled AND g.game_type = $3 AND g.vassalage = $4 AND g.classify = $5 AND g.name_lower LIKE lower($6)' +
        ' AND g.min_bet >= $7::numeric AND g.line_num >= $8 AND g.is_hot',
    );
    expect(all.params).toEqual(['RNG', 'SPX', 'SLOTS', '%Dragon%', '0.50', 25]);
  });

  it('ignores an empty name, minLineNum 0 and isTop 0', () => {
    expect(gameFilterSql({ gameType: 'FISH', gameName: '   ', minLineNum: 0, isTop: 0 }).params).toEqual(['FISH']);
  });

  it('pages from 1 with 15 games by default and at most 100', () => {
    expect(paging(undefined, undefined)).toEqual({ pageNo: 1, pageSize: 15, offset: 0 });
    expect(paging(3, 15)).toEqual({ pageNo: 3, pageSize: 15, offset: 30 });
    expect(paging(0, 500)).toEqual({ pageNo: 1, pageSize: 100, offset: 0 });
    expect(totalPages(0, 15)).toBe(0);
    expect(totalPages(15, 15)).toBe(1);
    expect(totalPages(16, 15)).toBe(2);
  });
});
