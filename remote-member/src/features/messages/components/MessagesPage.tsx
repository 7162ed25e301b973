import { api, type ApiError, buttonClassName, EmptyState, LoadError, showDialog, useApi, useTranslation } from '@suite/shared';
import { useEffect, useRef, useState } from 'react';
import { PageSkeleton } from '../../../components/PageBoundary';
import { Pager } from '@suite/shared/reports';
import { useMessageActions } from '../hooks/use-message-actions';
import { MESSAGES_NS, registerMessagesTranslations } from '../i18n';
import { MessageItem } from './MessageItem';
import '../messages.css';

registerMessagesTranslations();

const PAGE_SIZE = 10;

interface Failure {
  text: string;
  error: ApiError;
}

/**
 * Platform information (messageV2): the member's messages, unread first, ten a page. Opening an
 * unread message marks it read; deleting asks first. Both update the unread count of the header and
 * the centre menu with the count the server answers.
 */
export default function MessagesPage() {
  const { t } = useTranslation(MESSAGES_NS);
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useApi(api.memberMessages, { pageNo: page, pageSize: PAGE_SIZE });
  const actions = useMessageActions();
  // Read here since the page loaded; the list is not reloaded just to show that.
  const [readIds, setReadIds] = useState<ReadonlySet<string>>(() => new Set());
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(() => new Set());
  const [readingAll, setReadingAll] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [notice, setNotice] = useState({ text: '', focus: false });
  const reading = useRef(new Set<string>());
  const noticeRef = useRef<HTMLParagraphElement>(null);

  // The control just used is gone (a deleted row, the mark-all button): the notice takes the focus.
  useEffect(() => {
    if (notice.focus) noticeRef.current?.focus();
  }, [notice]);

  // This page emptied (the last message deleted elsewhere): go to the last page that still exists.
  const emptiedPage = !loading && !error && data !== undefined && data.list.length === 0 && page > 1;
  useEffect(() => {
    if (emptiedPage) setPage((current) => Math.max(1, Math.min(current - 1, data?.totalPages ?? 1)));
  }, [emptiedPage, data]);

  const isUnread = (message: api.MemberMessage) => !message.read && !readIds.has(message.id);
  const unreadOnPage = data && !loading ? data.list.filter(isUnread) : [];

  const goTo = (next: number) => {
    setNotice({ text: '', focus: false });
    setFailure(null);
    setPage(next);
  };

  const markRead = async (ids: string[], failureText: string): Promise<boolean> => {
    const fresh = ids.filter((id) => !reading.current.has(id));
    if (fresh.length === 0) return false;
    fresh.forEach((id) => reading.current.add(id));
    const result = await actions.read(fresh);
    fresh.forEach((id) => reading.current.delete(id));
    if (!result.ok) {
      setFailure({ text: failureText, error: result.error });
      return false;
    }
    setFailure(null);
    setReadIds((previous) => new Set([...previous, ...fresh]));
    return true;
  };

  const toggle = (message: api.MemberMessage) => {
    const opening = !expanded.has(message.id);
    setExpanded((previous) => {
      const next = new Set(previous);
      if (opening) next.add(message.id);
      else next.delete(message.id);
      return next;
    });
    if (opening && isUnread(message)) void markRead([message.id], t('failed.read'));
  };

  const markAllRead = async () => {
    setReadingAll(true);
    const done = await markRead(
      unreadOnPage.map((message) => message.id),
      t('failed.readAll'),
    );
    setReadingAll(false);
    if (done) setNotice({ text: t('notice.allRead'), focus: true });
  };

  const remove = async (message: api.MemberMessage) => {
    const confirmed = await showDialog({
      title: { key: 'confirmDelete.title', ns: MESSAGES_NS },
      message: { key: 'confirmDelete.message', params: { title: message.title }, ns: MESSAGES_NS },
      confirmLabel: { key: 'confirmDelete.confirm', ns: MESSAGES_NS },
      cancelLabel: { key: 'confirmDelete.cancel', ns: MESSAGES_NS },
      withCancel: true,
    });
    if (!confirmed) return;
    setDeleting((previous) => new Set(previous).add(message.id));
    const result = await actions.remove([message.id]);
    setDeleting((previous) => {
      const next = new Set(previous);
      next.delete(message.id);
      return next;
    });
    if (!result.ok) {
      setFailure({ text: t('failed.delete'), error: result.error });
      return;
    }
    setFailure(null);
    setNotice({ text: t('notice.deleted', { title: message.title }), focus: true });
    // The last message of a later page: the page is gone, show the one before.
    if (page > 1 && data?.list.length === 1) setPage(page - 1);
    else reload();
  };

  return (
    <div className="mem-msg">
      <p ref={noticeRef} className="mem-msg-notice" role="status" tabIndex={-1}>
        {notice.text}
      </p>
      {/* A read or delete that failed, next to the list (the list itself stays usable). */}
      {failure && <LoadError title={failure.text} message={failure.error.message} />}
      {error ? (
        <LoadError title={t('load.failed')} message={error.message} retryLabel={t('load.retry')} onRetry={reload} />
      ) : loading || !data || emptiedPage ? (
        <PageSkeleton rows={5} />
      ) : data.list.length === 0 ? (
        <EmptyState title={t('empty.title')} hint={t('empty.hint')} />
      ) : (
        <>
          {unreadOnPage.length > 0 && (
            <div className="mem-msg-toolbar">
              <button
                type="button"
                className={buttonClassName({ variant: 'secondary' })}
                onClick={() => void markAllRead()}
                disabled={readingAll}
                aria-busy={readingAll || undefined}
              >
                {t('list.markAllRead')}
              </button>
            </div>
          )}
          <ul className="mem-msg-list" aria-label={t('list.label')}>
            {data.list.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                unread={isUnread(message)}
                expanded={expanded.has(message.id)}
                deleting={deleting.has(message.id)}
                onToggle={() => toggle(message)}
                onDelete={() => void remove(message)}
              />
            ))}
          </ul>
        </>
      )}
      {/* Stays while the next page loads, so the button just pressed keeps focus. */}
      {data && !error && data.totalPages > 1 && (
        <Pager page={page} totalPages={data.totalPages} onPage={goTo} label={t('pager.label')} className="mem-msg-pager" />
      )}
    </div>
  );
}
