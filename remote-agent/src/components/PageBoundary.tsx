import { Button, SkeletonList, useTranslation } from '@suite/shared';
import { Component, Suspense, type ReactNode } from 'react';
import { AGENT_NS } from '../i18n';
import './common.css';

/** The kit's list skeleton while a page or its data arrives. */
export function PageSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation(AGENT_NS);
  return <SkeletonList label={t('center.loading')} rows={rows} className="agt-skeleton" />;
}

function LoadFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(AGENT_NS);
  return (
    <div className="agt-alert" role="alert">
      <p>{t('center.loadFailed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('center.retry')}
      </Button>
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
