import { registerNamespace } from '@suite/shared';
import { pointMallEn } from './en';
import { pointMallEs } from './es';

export const POINT_MALL_NS = 'member-point-mall';

/** Adds the points mall's texts once (the page calls it when its module loads; later calls do nothing). */
export function registerPointMallTranslations(): void {
  void registerNamespace(POINT_MALL_NS, { bundled: { es: pointMallEs, en: pointMallEn } });
}
