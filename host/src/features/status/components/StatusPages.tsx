import { Suspense, type ComponentProps } from 'react';
import { lazyPart } from '@suite/shared';
import type { MaintenancePage as MaintenanceView, RegionBlockedPage as RegionBlockedView } from './StatusPageViews';

// Shown only when the system status says so: their code stays out of the first load (docs/performance.md).
const LazyMaintenance = lazyPart(() => import('./StatusPageViews').then((module) => module.MaintenancePage));
const LazyRegionBlocked = lazyPart(() => import('./StatusPageViews').then((module) => module.RegionBlockedPage));

/** The gate's loading view (spinner) stays until the page's code is in: no blank frame. */
function Loading() {
  return (
    <div className="status-checking" role="status" aria-busy="true">
      <span className="status-checking__spinner" aria-hidden="true" />
    </div>
  );
}

export function MaintenancePage(props: ComponentProps<typeof MaintenanceView>) {
  return (
    <Suspense fallback={<Loading />}>
      <LazyMaintenance {...props} />
    </Suspense>
  );
}

export function RegionBlockedPage(props: ComponentProps<typeof RegionBlockedView>) {
  return (
    <Suspense fallback={<Loading />}>
      <LazyRegionBlocked {...props} />
    </Suspense>
  );
}
