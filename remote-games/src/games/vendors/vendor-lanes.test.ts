import type { api } from '@suite/shared';
import { classificationsFor, vendorsFor } from './vendor-lanes';

const card = (vassalage: string, gameType: api.GameType): api.VendorCard => ({
  vassalage,
  gameType,
  accountTypeId: vassalage.length,
  displayName: `${vassalage} name`,
  isHot: 0,
  logoUrl: `/wps/static/vendors/${vassalage}.svg`,
});

const lanes: api.VendorLane[] = [
  {
    title: 'Slots',
    gameType: 'RNG',
    cards: [card('SPX', 'RNG'), card('LUX', 'RNG')],
    gameClassify: [
      { code: 'SLOTS', name: 'Slots', vendors: ['LUX', 'SPX'] },
      { code: 'SCRATCH', name: 'Scratch', vendors: ['SPX'] },
    ],
  },
  { title: 'Sports', gameType: 'SPORTS', cards: [card('FB', 'SPORTS'), card('TF', 'SPORTS'), card('DS88', 'SPORTS'), card('SBK', 'SPORTS')], gameClassify: [] },
];

it('takes the esports and cockfight providers out of sports', () => {
  expect(vendorsFor(lanes, 'SPORTS').map((item) => item.vassalage)).toEqual(['FB', 'SBK']);
});

it('shows TF on /esports and DS88 on /cockfight, as vendors of those types', () => {
  expect(vendorsFor(lanes, 'ESPORTS')).toEqual([{ ...card('TF', 'SPORTS'), gameType: 'ESPORTS' }]);
  expect(vendorsFor(lanes, 'COCKFIGHT')).toEqual([{ ...card('DS88', 'SPORTS'), gameType: 'COCKFIGHT' }]);
});

it('keeps a lane as it is for other types, and gives nothing for a type without a lane', () => {
  expect(vendorsFor(lanes, 'RNG').map((item) => item.vassalage)).toEqual(['SPX', 'LUX']);
  expect(vendorsFor(lanes, 'LIVE')).toEqual([]);
});

it('lists the classifications of a type, or of one of its vendors', () => {
  expect(classificationsFor(lanes, 'RNG', null)).toEqual(['SLOTS', 'SCRATCH']);
  expect(classificationsFor(lanes, 'RNG', 'LUX')).toEqual(['SLOTS']);
  expect(classificationsFor(lanes, 'FISH', null)).toEqual([]);
});
