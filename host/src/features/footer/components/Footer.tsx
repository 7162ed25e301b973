import { dayjs, siteTimeZone, useTranslation, type api } from '@suite/shared';
import { lazy, Suspense, useMemo, useRef } from 'react';
import { Link } from '@suite/shared';
import { HOST_NS } from '../../../i18n';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { useNavCategories } from '../../game-menus/use-nav-categories';
import { FOOTER_HELP_LINKS, helpHref } from '../../help/help-sections';
import { SocialLinks } from './SocialLinks';
import './footer.css';

// The carousel library loads when the footer comes near the viewport, not with the page.
const VendorLogos = lazy(() => import('./VendorLogos').then((module) => ({ default: module.VendorLogos })));

const MORE_LINKS = [
  ['/promotions', 'nav.promotions'],
  ['/vip', 'nav.vip'],
  ['/pointMall', 'nav.pointMall'],
  ['/noticePage', 'pages.noticePage'],
  ['/agentHome', 'nav.agent'],
  ['/down', 'nav.download'],
] as const;

const LICENCES = ['malta', 'bvi', 'philippines'] as const;

/**
 * Footer (spec 1 §2): provider logos, product links per game type, help menu, licence notes
 * (Maltese, British Virgin Islands, Philippine certifications) with the responsible-gambling sentence
 * linking to the member's safer gambling tools (issue 24), social icons and the copyright line.
 */
export function Footer() {
  const { t } = useTranslation(HOST_NS);
  const { categories } = useNavCategories();
  const logosRef = useRef<HTMLDivElement>(null);
  const logosNear = useNearViewport(logosRef);
  const vendors = useMemo(() => {
    const seen = new Map<string, api.VendorCard>();
    for (const category of categories) for (const vendor of category.vendors) if (!seen.has(vendor.vassalage)) seen.set(vendor.vassalage, vendor);
    return [...seen.values()];
  }, [categories]);

  return (
    <footer className="footer">
      <div className="footer__inner">
        <div ref={logosRef}>
          {logosNear ? (
            <Suspense fallback={<div className="vendor-logos" aria-hidden="true" />}>
              <VendorLogos vendors={vendors} />
            </Suspense>
          ) : (
            <div className="vendor-logos" aria-hidden="true" />
          )}
        </div>
        <div className="footer__columns">
          <nav className="footer__column" aria-labelledby="footer-products">
            <h2 id="footer-products" className="footer__heading">
              {t('footer.products')}
            </h2>
            <ul>
              {categories.map((category) => (
                <li key={category.gameType}>
                  <Link to={category.path}>{t(category.labelKey)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav className="footer__column" aria-labelledby="footer-help">
            <h2 id="footer-help" className="footer__heading">
              {t('footer.help')}
            </h2>
            <ul>
              {FOOTER_HELP_LINKS.map((id) => (
                <li key={id}>
                  <Link to={helpHref(id)}>{t(`help.sections.${id}.title`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav className="footer__column" aria-labelledby="footer-more">
            <h2 id="footer-more" className="footer__heading">
              {t('footer.more')}
            </h2>
            <ul>
              {MORE_LINKS.map(([path, key]) => (
                <li key={path}>
                  <Link to={path}>{t(key)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <section className="footer__column footer__licences" aria-labelledby="footer-licences">
            <h2 id="footer-licences" className="footer__heading">
              {t('footer.licences')}
            </h2>
            <ul>
              {LICENCES.map((licence) => (
                <li key={licence}>{t(`footer.licence.${licence}`)}</li>
              ))}
            </ul>
            <p className="footer__responsible">
              <Link to="/member/responsibleGambling">{t('footer.responsible')}</Link>
            </p>
          </section>
        </div>
        <div className="footer__bottom">
          <SocialLinks />
          <p className="footer__copyright">{t('footer.copyright', { year: dayjs().tz(siteTimeZone()).year() })}</p>
        </div>
      </div>
    </footer>
  );
}
