import type { api } from '@suite/shared';

export type AppPlatform = 'ANDROID_APP' | 'IOS_APP';
export const APP_PLATFORMS: readonly AppPlatform[] = ['ANDROID_APP', 'IOS_APP'];

export interface AppDownload {
  platform: AppPlatform;
  /** What the QR code encodes (qrCodeUrl, else the download address). */
  qrValue: string;
  url: string;
}

/** The Android and iOS downloads among the route resources, in that order; missing ones are skipped. */
export function appDownloads(resources: readonly api.Resource[] | undefined): AppDownload[] {
  const result: AppDownload[] = [];
  for (const platform of APP_PLATFORMS) {
    const resource = resources?.find((item) => item.resourceType === platform);
    if (!resource) continue;
    const qrValue = resource.qrCodeUrl || resource.url;
    if (qrValue) result.push({ platform, qrValue, url: resource.url });
  }
  return result;
}

/** The direct-access (mobile site) entry, if the operator set one. */
export function directAccess(resources: readonly api.Resource[] | undefined): api.Resource | undefined {
  return resources?.find((item) => item.resourceType === 'DIRECT_ACCESS' && item.url);
}
