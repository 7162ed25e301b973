import { api } from '@suite/shared';

export interface WalletRoute {
  from: string;
  to: string;
}

/**
 * A transfer always has the main wallet on one side: choosing a game wallet on one side puts MAIN on
 * the other; choosing MAIN where a game wallet was moves that game wallet across (a swap).
 */
export function routeWith(route: WalletRoute, side: keyof WalletRoute, wallet: string, vendors: readonly string[]): WalletRoute {
  const other: keyof WalletRoute = side === 'from' ? 'to' : 'from';
  const MAIN = api.MAIN_WALLET;
  let otherWallet = MAIN;
  if (wallet === MAIN) {
    if (route[other] !== MAIN) otherWallet = route[other];
    else otherWallet = route[side] !== MAIN ? route[side] : (vendors[0] ?? MAIN);
  }
  return side === 'from' ? { from: wallet, to: otherWallet } : { from: otherWallet, to: wallet };
}
