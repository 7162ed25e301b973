import { centreClass, useTranslation, useLocation } from '@suite/shared';
import type { ComponentType } from 'react';
import { MemberCenter } from '../features/member-center/components/MemberCenter';
import { MEMBER_CENTER_PATH, requestedMemberPage } from '../features/member-center/member-pages';
import { PointMallPage } from '../features/point-mall/components/PointMallPage';
import { PromoDetailPage } from '../features/promotions/components/PromoDetailPage';
import { PromotionsPage } from '../features/promotions/components/PromotionsPage';
import { VipPage } from '../features/rank/components/VipPage';
import { MEMBER_NS, registerMemberTranslations } from '../i18n';
import { normalizePath } from '../utils/normalize-path';
import '../styles.css';

registerMemberTranslations();

/** Pages outside the centre, by the path the host mounts them at. */
const SECTIONS: Record<string, { page: string; Component: ComponentType }> = {
  '/vip': { page: 'vip', Component: VipPage },
  '/pointMall': { page: 'pointMall', Component: PointMallPage },
  '/promotions': { page: 'promotions', Component: PromotionsPage },
  '/promoDetail': { page: 'promoDetail', Component: PromoDetailPage },
};

/**
 * The member area (centre at /member/<page>, VIP, points mall, promotions), inside the host's router.
 * No props: the centre's switches (referral) come from the shared public state.
 */
export default function MemberRoutes() {
  const { pathname } = useLocation();
  const { t } = useTranslation(MEMBER_NS);
  const path = normalizePath(pathname);
  const centrePage = requestedMemberPage(path);
  if (centrePage !== undefined) return <MemberCenter page={centrePage} />;
  const section = SECTIONS[path];
  if (!section) {
    return (
      <p className={`${centreClass.status} mem-status`} role="status" data-build={__SUITE_BUILD__.version}>
        {t('pages.unknown')}
      </p>
    );
  }
  return <section.Component />;
}

/** Links of the standalone frame: path and the i18n key of its label. */
export const STANDALONE_LINKS = [
  { path: MEMBER_CENTER_PATH, labelKey: 'center.title' },
  ...Object.entries(SECTIONS).map(([path, { page }]) => ({ path, labelKey: `pages.${page}` })),
];
