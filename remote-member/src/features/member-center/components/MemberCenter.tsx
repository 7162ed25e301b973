import { centreClass, useTranslation, Link, usePublicState } from '@suite/shared';
import { PageBoundary, PageSkeleton } from '../../../components/PageBoundary';
import { PageSection } from '../../../components/PageSection';
import { MEMBER_NS } from '../../../i18n';
import { usePublicStateLoaded } from '../hooks/use-public-state-loaded';
import { availableMemberPages, MEMBER_CENTER_PATH, memberFeatureFlags } from '../member-pages';
import { CENTRE_PAGE_COMPONENTS } from '../page-components';
import { MemberMenu, MemberMenuSelect } from './MemberMenu';
import '../member-center.css';

/**
 * The personal centre: menu on one side, the requested page on the other (on a phone, a select above it). The menu (counts, and
 * "invite friends" by the referral switch of the public state) shows once the public state has
 * loaded, a skeleton before. A page with a body is loaded on demand (page-components.ts) behind a
 * skeleton and a Retry on failure. The host shows all this in its overlay, with the close button.
 */
export function MemberCenter({ page }: { page: string }) {
  const { t } = useTranslation(MEMBER_NS);
  const loaded = usePublicStateLoaded();
  const pages = availableMemberPages(memberFeatureFlags(usePublicState()));
  const current = pages.find((entry) => entry.page === page)?.page;
  return (
    <div className={`${centreClass.layout} mem-center`} data-build={__SUITE_BUILD__.version}>
      <div className="mem-center__side">
        {loaded ? (
          <MemberMenu pages={pages} current={current} />
        ) : (
          <div className={`${centreClass.menu} mem-menu mem-menu--loading`}>
            <PageSkeleton rows={8} />
          </div>
        )}
      </div>
      {/* Below 768 px the side column is hidden and this select leads, so the page comes first (issue 13). */}
      {loaded && <MemberMenuSelect pages={pages} current={current} />}
      <div className={`${centreClass.content} mem-center__content`}>
        {current ? (
          <PageSection page={current} title={t(`pages.${current}`)}>
            <CentrePageBody page={current} />
          </PageSection>
        ) : !loaded ? (
          // Maybe a page a switch turns on (referral): decided once the public state is here.
          <PageSkeleton />
        ) : (
          <PageSection page="notFound" title={t('center.notFound')}>
            <Link to={MEMBER_CENTER_PATH} replace>
              {t('center.back')}
            </Link>
          </PageSection>
        )}
      </div>
    </div>
  );
}

function CentrePageBody({ page }: { page: string }) {
  const Body = CENTRE_PAGE_COMPONENTS[page];
  if (!Body) return null;
  return (
    <PageBoundary key={page}>
      <Body />
    </PageBoundary>
  );
}
