import { api, EmptyState, LoadError, SkeletonGrid, Tabs, useApi, useSearchParams, useSession, useTranslation } from '@suite/shared';
import { PageSection } from '../../../components/PageSection';
import { MEMBER_NS } from '../../../i18n';
import { PROMOTIONS_NS, registerPromotionsTranslations } from '../i18n';
import { MyApplications } from './MyApplications';
import { PromotionCard } from './PromotionCard';
import { WinnersList } from './WinnersList';
import '../promotions.css';

registerPromotionsTranslations();

type Tab = 'all' | api.PromotionCategory;
const isCategory = (value: string | null): value is api.PromotionCategory => api.PROMOTION_CATEGORIES.includes(value as api.PromotionCategory);

/**
 * /promotions: the operator's promotions by category (tabs; the tab lives in the URL as ?category=),
 * each card with its image, period and translated status (the member's standing when logged in), and
 * the winners list beside them, refreshed without a reload. A member also sees My applications below
 * the cards: their activity applications with state, comment and image thumbnails.
 */
export function PromotionsPage() {
  const { t } = useTranslation(PROMOTIONS_NS);
  const { t: pageText } = useTranslation(MEMBER_NS);
  const [params, setParams] = useSearchParams();
  const requested = params.get('category');
  const tab: Tab = isCategory(requested) ? requested : 'all';
  const { data, error, loading, reload } = useApi(api.promotionList, tab === 'all' ? {} : { category: tab });
  // The tabs are the categories that have promotions (all of them until the first answer).
  const categories = data?.categories ?? api.PROMOTION_CATEGORIES;
  const items = [{ value: 'all' as Tab, label: t('categories.all') }, ...categories.map((category) => ({ value: category as Tab, label: t(`categories.${category}`) }))];
  const choose = (value: Tab) => setParams(value === 'all' ? {} : { category: value }, { replace: true });
  const shown = data && !loading ? data.list : undefined;
  const session = useSession();

  return (
    <PageSection page="promotions" title={pageText('pages.promotions')}>
      <div className="mem-pr mem-pr__layout">
        <div className="mem-pr__main">
          <Tabs label={t('page.tabs')} items={items} value={tab} onChange={choose} panelClassName="mem-pr__panel" className="mem-pr__tabs">
            {error ? (
              <LoadError title={t('page.failed')} message={error.message} retryLabel={t('page.retry')} onRetry={reload} />
            ) : !shown ? (
              <SkeletonGrid label={t('page.loading')} count={4} aspect={10 / 3} minTileWidth={260} lines={2} />
            ) : shown.length === 0 ? (
              <EmptyState title={t('page.emptyTitle')} hint={t('page.emptyHint')} />
            ) : (
              <ul className="mem-pr__cards" aria-label={t('page.list')}>
                {shown.map((promotion) => (
                  <PromotionCard key={promotion.id} promotion={promotion} />
                ))}
              </ul>
            )}
          </Tabs>
          {session ? <MyApplications /> : null}
        </div>
        <aside className="mem-pr__aside">
          <WinnersList />
        </aside>
      </div>
    </PageSection>
  );
}
