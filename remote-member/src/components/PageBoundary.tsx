import { Component, Suspense, type ReactNode } from 'react';
import { buttonClassName, SkeletonList, useTranslation } from '@suite/shared';
import { MEMBER_NS } from '../i18n';

/** The kit's list skeleton in the shape of a page that is loading (rows of a record list, a form). */
export function PageSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation(MEMBER_NS);
  return (
    <SkeletonList label={t('center.loading')} rows={rows} className="mem-skeleton" />
  );
}

function LoadFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(MEMBER_NS);
  return (
    <div className="mem-alert" role="alert">
      <p>{t('center.loadFailed')}</p>
      <button type="button" className={buttonClassName()} onClick={onRetry}>
        {t('center.retry')}
      </button>
    </div>
  );
}

interface BoundaryState {
  failed: boolean;
  attempt: number;
}

/** Catches a page chunk that fails to load (or a page that throws) and offers Retry. */
class PageErrorBoundary extends Component<{ children: (attempt: number) => ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false, attempt: 0 };
  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }
  retry = () => this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }));
  override render() {
    return this.state.failed ? <LoadFailure onRetry={this.retry} /> : this.props.children(this.state.attempt);
  }
}

/** Suspense with the skeleton while a lazily loaded page arrives, and a translated error with Retry. */
export function PageBoundary({ children }: { children: ReactNode }) {
  return (
    <PageErrorBoundary>
      {(attempt) => (
        <Suspense key={attempt} fallback={<PageSkeleton />}>
          {children}
        </Suspense>
      )}
    </PageErrorBoundary>
  );
}
