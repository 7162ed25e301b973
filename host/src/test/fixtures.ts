import type { api } from '@suite/shared';

/** Platform answers for host tests, shaped by the contract. */
export function vendor(vassalage: string, gameType: api.GameType, extra: Partial<api.VendorCard> = {}): api.VendorCard {
  return {
    vassalage,
    accountTypeId: 1,
    displayName: vassalage.replace(/_/g, ' '),
    isHot: 0,
    gameType,
    logoUrl: `https://img.example/vendors/${vassalage}.svg`,
    ...extra,
  };
}

export const GAME_MENUS: api.GameMenu[] = [
  { gameType: 'RNG', vendors: [vendor('PG', 'RNG', { displayName: 'PG Soft', isHot: 1 }), vendor('JDB', 'RNG')] },
  { gameType: 'LIVE', vendors: [vendor('EVO', 'LIVE', { displayName: 'Evolution' })] },
  {
    gameType: 'SPORTS',
    vendors: [vendor('FB', 'SPORTS', { displayName: 'FB Sports' }), vendor('TF', 'SPORTS', { displayName: 'TF Gaming' }), vendor('DS88', 'SPORTS', { displayName: 'DS88 Sabong' })],
  },
  { gameType: 'PVP', vendors: [vendor('KY', 'PVP', { displayName: 'Kaiyuan' })] },
  { gameType: 'LOTT', vendors: [vendor('TCG_SEA', 'LOTT', { displayName: 'TCG SEA' })] },
];

export function notice(id: string, title: string, content = `<p>${title}</p>`): api.Notice {
  return { id, title, content };
}

export function banner(bannerId: string, groupName: string, extra: Partial<api.Banner> = {}): api.Banner {
  return { bannerId, url: `https://img.example/banners/${bannerId}.jpg`, groupName, linkageType: null, ...extra };
}

export function announcementsOf(extra: Partial<api.Announcements> = {}): api.Announcements {
  return { playerNotices: [], banners: [], popup: [], promotion: [], help: [], ...extra };
}

export const RESOURCES: api.Resource[] = [
  { resourceType: 'ANDROID_APP', url: 'https://dl.example/android', qrCodeUrl: 'https://dl.example/qr/android', labelNameEn: 'Android' },
  { resourceType: 'IOS_APP', url: 'https://dl.example/ios', qrCodeUrl: 'https://dl.example/qr/ios', labelNameEn: 'iOS' },
  { resourceType: 'DIRECT_ACCESS', url: 'https://m.example', qrCodeUrl: null, labelNameEn: 'Direct access' },
  { resourceType: 'YOUTUBE', url: 'https://youtube.example/@suite', qrCodeUrl: null, labelNameEn: 'YouTube' },
  { resourceType: 'TELEGRAM', url: 'https://t.example/suite', qrCodeUrl: null, labelNameEn: 'Telegram' },
];

export function permissionOf(info: Partial<api.PermissionInfo> = {}): { info: api.PermissionInfo } {
  return {
    info: {
      whitelabel: [],
      registerValidators: {} as api.RegisterFieldSettings,
      resources: RESOURCES,
      customerService: [],
      analytics: { gtagId: null },
      domainRoute: { domainList: [], resources: RESOURCES },
      imageCDNs: [],
      launchGameCDNs: [],
      location: { ip: '203.0.113.9', countryCode: 'ES' },
      maintenance: false,
      regionRestriction: false,
      gameProviderSplit: { esports: ['TF'], cockfight: ['DS88'] },
      ...info,
    },
  };
}

/** Every call the shell makes on a page, answered with empty but valid data. */
export function shellRoutes(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    '/lgw/games/game_menus': GAME_MENUS,
    '/wps/system/permission': permissionOf(),
    '/wps/system/domainRoute': { domainList: [], resources: RESOURCES },
    '/wps/system/customerService': [],
    '/wps/relay/MCSFE_getListAnnouncements': announcementsOf(),
    '/wps/system/helpCenter': [],
    ...extra,
  };
}
