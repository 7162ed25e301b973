import { destinationsFor, isAllowedRoute, routeWith } from './wallet-route';

const vendors = ['SPX', 'LUX', 'RBT'];

it('offers MAIN only from a game wallet, and every game wallet from MAIN', () => {
  expect(destinationsFor('SPX', vendors)).toEqual(['MAIN']);
  expect(destinationsFor('MAIN', vendors)).toEqual(['SPX', 'LUX', 'RBT']);
  expect(isAllowedRoute({ from: 'SPX', to: 'RBT' }, vendors)).toBe(false);
  expect(isAllowedRoute({ from: 'SPX', to: 'MAIN' }, vendors)).toBe(true);
  expect(isAllowedRoute({ from: 'MAIN', to: 'MAIN' }, vendors)).toBe(false);
  expect(isAllowedRoute({ from: 'NOPE', to: 'MAIN' }, vendors)).toBe(false);
});

it('puts MAIN as the destination of a game wallet chosen as the source', () => {
  expect(routeWith({ from: 'MAIN', to: 'SPX' }, 'from', 'LUX', vendors)).toEqual({ from: 'LUX', to: 'MAIN' });
});

it('never changes the source when a destination is chosen (issue 26 #7: Spinix -> Reelbit became MAIN -> Reelbit)', () => {
  expect(routeWith({ from: 'SPX', to: 'MAIN' }, 'to', 'RBT', vendors)).toEqual({ from: 'SPX', to: 'MAIN' });
  expect(routeWith({ from: 'LUX', to: 'MAIN' }, 'to', 'SPX', vendors)).toEqual({ from: 'LUX', to: 'MAIN' });
  expect(routeWith({ from: 'MAIN', to: 'SPX' }, 'to', 'RBT', vendors)).toEqual({ from: 'MAIN', to: 'RBT' });
  expect(routeWith({ from: 'MAIN', to: 'SPX' }, 'to', 'MAIN', vendors)).toEqual({ from: 'MAIN', to: 'SPX' });
});

it('keeps the game wallet on either side when MAIN becomes the source, or takes the first one', () => {
  expect(routeWith({ from: 'MAIN', to: 'LUX' }, 'from', 'MAIN', vendors)).toEqual({ from: 'MAIN', to: 'LUX' });
  expect(routeWith({ from: 'SPX', to: 'MAIN' }, 'from', 'MAIN', vendors)).toEqual({ from: 'MAIN', to: 'SPX' });
  expect(routeWith({ from: 'MAIN', to: 'MAIN' }, 'from', 'MAIN', vendors)).toEqual({ from: 'MAIN', to: 'SPX' });
});
