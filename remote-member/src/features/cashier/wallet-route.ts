import { api } from '@suite/shared';

export interface WalletRoute {
  from: string;
  to: string;
}

/**
 * The pairs the platform moves money between: the main wallet and one game wallet, either way (the
 * API refuses any other pair). From MAIN: any game wallet; from a game wallet: MAIN only.
 */
export function destinationsFor(from: string, vendors: readonly string[]): string[] {
  return from === api.MAIN_WALLET ? [...vendors] : [api.MAIN_WALLET];
}

export function isAllowedRoute({ from, to }: WalletRoute, vendors: readonly string[]): boolean {
  return from !== to && (from === api.MAIN_WALLET || vendors.includes(from)) && destinationsFor(from, vendors).includes(to);
}

/**
 * The route after the player picks `wallet` on one side. The source is only ever what the player
 * chose as the source: picking a source puts the destination on an allowed one (MAIN for a game
 * wallet; for MAIN, the game wallet already on either side, else the first); picking a destination
 * the source cannot send to changes nothing (the form does not offer it).
 */
export function routeWith(route: WalletRoute, side: keyof WalletRoute, wallet: string, vendors: readonly string[]): WalletRoute {
  const MAIN = api.MAIN_WALLET;
  if (side === 'to') return isAllowedRoute({ from: route.from, to: wallet }, vendors) ? { from: route.from, to: wallet } : route;
  if (wallet !== MAIN) return { from: wallet, to: MAIN };
  const vendorOnEitherSide = [route.to, route.from].find((id) => id !== MAIN && vendors.includes(id));
  return { from: MAIN, to: vendorOnEitherSide ?? vendors[0] ?? MAIN };
}
