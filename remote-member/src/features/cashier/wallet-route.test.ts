import { routeWith } from './wallet-route';

const vendors = ['SPX', 'LUX'];

it('puts the main wallet on the other side of a game wallet', () => {
  expect(routeWith({ from: 'MAIN', to: 'SPX' }, 'from', 'LUX', vendors)).toEqual({ from: 'LUX', to: 'MAIN' });
  expect(routeWith({ from: 'LUX', to: 'MAIN' }, 'to', 'SPX', vendors)).toEqual({ from: 'MAIN', to: 'SPX' });
});

it('keeps the game wallet when MAIN is chosen, or takes the first one', () => {
  expect(routeWith({ from: 'MAIN', to: 'LUX' }, 'to', 'MAIN', vendors)).toEqual({ from: 'LUX', to: 'MAIN' });
  expect(routeWith({ from: 'SPX', to: 'MAIN' }, 'from', 'MAIN', vendors)).toEqual({ from: 'MAIN', to: 'SPX' });
  expect(routeWith({ from: 'MAIN', to: 'MAIN' }, 'from', 'MAIN', vendors)).toEqual({ from: 'MAIN', to: 'SPX' });
});
