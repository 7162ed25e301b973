import { writeStorage } from '@suite/shared';
import { readAllFavourites, readFavourites, toggleFavourite } from './favourites-storage';

// Through shared's storage, which also keeps a memory copy for browsers without storage.
beforeEach(() => writeStorage('local', 'LOTTFAV', null));

describe('favourite lotteries in local storage (LOTTFAV)', () => {
  it('keeps one list per username under LOTTFAV', () => {
    toggleFavourite('ana', 'VN_HCM');
    toggleFavourite('ana', 'FAST_1M');
    toggleFavourite('bob', 'VN_MB');
    expect(JSON.parse(localStorage.getItem('LOTTFAV') ?? '')).toEqual({ ana: ['VN_HCM', 'FAST_1M'], bob: ['VN_MB'] });
    expect(readFavourites('ana')).toEqual(['VN_HCM', 'FAST_1M']);
    expect(readFavourites('carla')).toEqual([]);
  });

  it('removes a lottery that is already a favourite, leaving the other users alone', () => {
    toggleFavourite('ana', 'VN_HCM');
    toggleFavourite('bob', 'VN_HCM');
    expect(toggleFavourite('ana', 'VN_HCM')).toEqual([]);
    expect(readFavourites('bob')).toEqual(['VN_HCM']);
  });

  it('reads damaged data as no favourites instead of failing', () => {
    localStorage.setItem('LOTTFAV', '{not json');
    expect(readAllFavourites()).toEqual({});
    localStorage.setItem('LOTTFAV', JSON.stringify({ ana: ['VN_HCM', 3, null], bob: 'VN_MB' }));
    expect(readAllFavourites()).toEqual({ ana: ['VN_HCM'] });
    expect(toggleFavourite('ana', 'VN_KT')).toEqual(['VN_HCM', 'VN_KT']);
  });
});
