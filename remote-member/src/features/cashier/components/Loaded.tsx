import type { UseApiResult } from '@suite/shared';
import type { ReactNode } from 'react';
import { PageSkeleton } from '../../../components/PageBoundary';
import { LoadFailed } from './LoadFailed';

/**
 * A loaded block: the skeleton first, a translated error with Retry when the load fails, then the
 * data (kept on screen while it reloads; a failed reload shows the error above it).
 */
export function Loaded<T>({ result, rows, children }: { result: UseApiResult<T>; rows?: number; children: (data: T) => ReactNode }) {
  const { data, error, reload } = result;
  if (data === undefined) return error ? <LoadFailed error={error} onRetry={reload} /> : <PageSkeleton rows={rows} />;
  return (
    <>
      {error ? <LoadFailed error={error} onRetry={reload} /> : null}
      {children(data)}
    </>
  );
}
