import { useT, Link } from '@suite/shared';
import { PageSection } from '../../../components/PageSection';
import { MEMBER_NS } from '../../../i18n';
import { availableMemberPages, MEMBER_CENTER_PATH, type MemberFeatureFlags } from '../member-pages';
import { MemberMenu } from './MemberMenu';

/**
 * The personal centre: menu on one side, the requested page on the other. Page bodies arrive in
 * later issues; when one grows, load it with React.lazy here behind a Suspense boundary.
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
          <PageSection page={current} title={t(`pages.${current}`)} />
        ) : (
          <PageSection page="notFound" title={t('center.notFound')}>
            <Link to={MEMBER_CENTER_PATH}>{t('center.back')}</Link>
          </PageSection>
        )}
      </div>
    </div>
  );
}
