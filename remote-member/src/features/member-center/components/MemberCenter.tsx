import { useT, Link } from '@suite/shared';
import { PageBoundary } from '../../../components/PageBoundary';
import { PageSection } from '../../../components/PageSection';
import { MEMBER_NS } from '../../../i18n';
import { availableMemberPages, MEMBER_CENTER_PATH, type MemberFeatureFlags } from '../member-pages';
import { CENTRE_PAGE_COMPONENTS } from '../page-components';
import { MemberMenu } from './MemberMenu';

/**
 * The personal centre: menu on one side, the requested page on the other. A page with a body is
 * loaded on demand (page-components.ts) behind a skeleton and a Retry on failure.
 */
export function MemberCenter({ page, flags }: { page: string; flags: MemberFeatureFlags }) {
  const { t } = useT(MEMBER_NS);
  const pages = availableMemberPages(flags);
  const current = pages.find((entry) => entry.page === page)?.page;
  return (
    <div className="mem-center" data-build={__SUITE_BUILD__.version}>
      <MemberMenu pages={pages} current={current} />
      <div className="mem-center__content">
        {current ? (
          <PageSection page={current} title={t(`pages.${current}`)}>
            <CentrePageBody page={current} />
          </PageSection>
        ) : (
          <PageSection page="notFound" title={t('center.notFound')}>
            <Link to={MEMBER_CENTER_PATH}>{t('center.back')}</Link>
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
