import { filterLotteries, foldText, weekdayOf } from './lottery-filters';
import type { Lottery } from './lottery';

function lottery(gameId: string, gameName: string, drawDayOfWeek: Lottery['drawDayOfWeek']): Lottery {
  return {
    gameId,
    gameCode: gameId,
    gameName,
    remark: '',
    numero: '1',
    remainTime: 1000,
    lockTime: 0,
    drawDayOfWeek,
    gameMenuTag: 'SOUTH',
    winningTime: null,
    vendor: 'TCG_LOTTO_VN',
    hot: false,
    lastDraw: null,
    drawAt: 1000,
    lockAt: 1000,
  };
}

const HCM = lottery('VN_HCM', 'TP. Hồ Chí Minh', [2, 7]);
const DANANG = lottery('VN_DNG', 'Đà Nẵng', [4, 7]);
const KONTUM = lottery('VN_KT', 'Kon Tum', [1]);
const ALL = [HCM, DANANG, KONTUM];

describe('lottery filters', () => {
  it('keeps the lotteries that draw on the chosen week day, Sunday being 1', () => {
    expect(filterLotteries(ALL, { weekday: 1, search: '' })).toEqual([KONTUM]);
    expect(filterLotteries(ALL, { weekday: 7, search: '' })).toEqual([HCM, DANANG]);
    expect(filterLotteries(ALL, { weekday: 3, search: '' })).toEqual([]);
    expect(filterLotteries(ALL, { weekday: null, search: '' })).toEqual(ALL);
  });

  it('finds lotteries by name without caring about case or accents', () => {
    expect(filterLotteries(ALL, { weekday: null, search: 'ho chi' })).toEqual([HCM]);
    expect(filterLotteries(ALL, { weekday: null, search: 'DA NANG' })).toEqual([DANANG]);
    expect(filterLotteries(ALL, { weekday: null, search: 'vn_kt' })).toEqual([KONTUM]);
    expect(filterLotteries(ALL, { weekday: null, search: '  ' })).toEqual(ALL);
    expect(foldText('Đắk Lắk')).toBe('dak lak');
  });

  it('combines week day and name', () => {
    expect(filterLotteries(ALL, { weekday: 7, search: 'nang' })).toEqual([DANANG]);
  });

  it('reads the week day of a date with Sunday as 1 and Saturday as 7', () => {
    expect(weekdayOf(new Date(2026, 1, 1))).toBe(1);
    expect(weekdayOf(new Date(2026, 0, 31))).toBe(7);
  });

  it("reads the week day in the operator's time zone", () => {
    // 20:00 UTC on Saturday 2026-01-31: already Sunday in Manila, still Saturday in Bogota.
    const instant = new Date('2026-01-31T20:00:00Z');
    expect(weekdayOf(instant, 'Asia/Manila')).toBe(1);
    expect(weekdayOf(instant, 'America/Bogota')).toBe(7);
  });
});
