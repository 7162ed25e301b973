import { Link, useTranslation, type api } from '@suite/shared';
import type { ReactNode } from 'react';
import { HOST_NS } from '../../../i18n';
import { bannerTarget } from '../banner-model';

function BannerLink({ banner, active, children }: { banner: api.Banner; active: boolean; children: ReactNode }) {
  const target = bannerTarget(banner);
  if (!target) return <>{children}</>;
  // Only the banner on screen is in the tab order.
  const tabIndex = active ? undefined : -1;
  if (target.kind === 'internal') {
    return (
      <Link to={target.to} className="banner__link" tabIndex={tabIndex}>
        {children}
      </Link>
    );
  }
  return (
    <a href={target.href} target="_blank" rel="noopener noreferrer" className="banner__link" tabIndex={tabIndex}>
      {children}
    </a>
  );
}

/** One banner: its image, a link when it has a linkage. The first one is the page's LCP image. */
export function BannerSlide({ banner, index, total, active }: { banner: api.Banner; index: number; total: number; active: boolean }) {
  const { t } = useTranslation(HOST_NS);
  return (
    <BannerLink banner={banner} active={active}>
      <img
        className="banner__image"
        src={banner.url}
        alt={t('banners.alt', { index: index + 1, total })}
        loading={index === 0 ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : undefined}
        decoding={index === 0 ? 'sync' : 'async'}
        draggable={false}
      />
    </BannerLink>
  );
}
