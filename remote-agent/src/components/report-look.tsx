import type { ReportLook } from '@suite/shared/reports';
import { PageSkeleton } from './PageBoundary';
import { ReportTable } from './ReportTable';
import './list-kit.css';

/** The agent centre's pager: its own look (stacked on a phone), and none for a list of one page. */
export const AGENT_PAGER = { className: 'agt-pager', hideSinglePage: true } as const;

/** How the centre's reports show their states: its skeleton, rows as cards on a phone, its pager. */
export const AGENT_REPORT_LOOK: ReportLook = { skeleton: <PageSkeleton rows={6} />, Table: ReportTable, pager: AGENT_PAGER };
