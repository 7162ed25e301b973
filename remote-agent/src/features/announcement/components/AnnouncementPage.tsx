import { api, EmptyState, useApi, useTranslation } from '@suite/shared';
import { Pager } from '@suite/shared/reports';
import { useState } from 'react';
import { ListLoadError } from '../../../components/ListStates';
import { PageSkeleton } from '../../../components/PageBoundary';
import { AGENT_PAGER } from '../../../components/report-look';
import { ANNOUNCEMENT_NS, registerAnnouncementTranslations } from '../i18n';
import { NoticeItem } from './NoticeItem';
import '../announcement.css';

registerAnnouncementTranslations();

const PAGE_SIZE = 10;

/** The agent notices (api.agentNotices), newest first, ten a page; a title opens its text. */
export default function AnnouncementPage() {
  const { t } = useTranslation(ANNOUNCEMENT_NS);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const { data, error, loading, reload } = useApi(api.agentNotices, { pageNo: page, pageSize: PAGE_SIZE });

  const toggle = (id: string) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="agt-announcements">
      {error ? (
        <ListLoadError title={t('load.failed')} error={error} onRetry={reload} />
      ) : loading || !data ? (
        <PageSkeleton rows={4} />
      ) : data.list.length === 0 ? (
        <EmptyState title={t('empty.title')} hint={t('empty.hint')} />
      ) : (
        <ul className="agt-notices" aria-label={t('list')}>
          {data.list.map((notice) => (
            <NoticeItem key={notice.id} notice={notice} expanded={open.has(notice.id)} onToggle={() => toggle(notice.id)} />
          ))}
        </ul>
      )}
      {data && !error && <Pager {...AGENT_PAGER} page={page} totalPages={data.totalPages} onPage={setPage} label={t('pager')} />}
    </div>
  );
}
