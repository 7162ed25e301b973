import type { api } from '@suite/shared';

export function makeGame(n: number, patch: Partial<api.Game> = {}): api.Game {
  return {
    gameType: 'RNG',
    isGame: true,
    vendor: 'SPX',
    vassalage: 'SPX',
    accountTypeName: 'Spinix Studios',
    gameCode: `SPX_${String(n).padStart(4, '0')}`,
    gameName: `Game ${n}`,
    imageUrl: `/wps/static/games/${n}.svg`,
    nodeId: String(n),
    isHot: 0,
    minBet: '0.10',
    lineNum: 20,
    gameClassify: 'SLOTS',
    ...patch,
  };
}

export function makeVendor(vassalage: string, patch: Partial<api.VendorCard> = {}): api.VendorCard {
  return {
    vassalage,
    accountTypeId: vassalage.charCodeAt(0),
    displayName: `${vassalage} Studios`,
    isHot: 0,
    gameType: 'RNG',
    logoUrl: `/wps/static/vendors/${vassalage}.svg`,
    ...patch,
  };
}
