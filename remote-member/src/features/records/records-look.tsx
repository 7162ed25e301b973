import type { ReportLook } from '@suite/shared/reports';
import { PageSkeleton } from '../../components/PageBoundary';

/** The records pages' loading state; the kit's table and pager otherwise. */
export const RECORDS_LOOK: ReportLook = { skeleton: <PageSkeleton rows={6} /> };
