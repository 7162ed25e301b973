import { api, buttonClassName, LoadError, useApi, useTranslation } from '@suite/shared';
import { useId, useRef, useState } from 'react';
import { PageSkeleton } from '../../../components/PageBoundary';
import { Pager } from '@suite/shared/reports';
import { FEEDBACK_NS, registerFeedbackTranslations } from '../i18n';
import { FeedbackForm } from './FeedbackForm';
import { FeedbackList } from './FeedbackList';
import '../feedback.css';

registerFeedbackTranslations();

const PAGE_SIZE = 10;

/**
 * The feedback form (spec 2 §2 "feedback form", PUT /wps/feedback) and, below it, the member's
 * own feedback with the operator's replies, ten a page.
 */
export default function FeedbackPage() {
  const { t } = useTranslation(FEEDBACK_NS);
  const id = useId();
  const [page, setPage] = useState(1);
  const settings = useApi(api.feedbackSettings, undefined);
  const list = useApi(api.myFeedback, { pageNo: page, pageSize: PAGE_SIZE });
  const categoryRef = useRef<HTMLSelectElement>(null);

  const sent = () => {
    if (page === 1) list.reload();
    else setPage(1);
  };

  return (
    <div className="mem-fb">
      <section className="mem-fb-panel">
        {settings.error && !settings.data ? (
          <LoadError title={t('load.settingsFailed')} message={settings.error.message} retryLabel={t('load.retry')} onRetry={settings.reload} />
        ) : !settings.data ? (
          <PageSkeleton rows={5} />
        ) : (
          <FeedbackForm ref={categoryRef} settings={settings.data} onSent={sent} />
        )}
      </section>

      <section className="mem-fb-panel" aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`} className="mem-fb-title">
          {t('list.title')}
        </h2>
        {list.error ? (
          <LoadError title={t('load.failed')} message={list.error.message} retryLabel={t('load.retry')} onRetry={list.reload} />
        ) : list.loading || !list.data ? (
          <PageSkeleton rows={3} />
        ) : list.data.list.length === 0 ? (
          <div className="mem-fb-empty">
            <p className="mem-fb-empty__title">{t('empty.title')}</p>
            <p>{t('empty.hint')}</p>
            <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={() => categoryRef.current?.focus()} disabled={!settings.data}>
              {t('empty.action')}
            </button>
          </div>
        ) : (
          <FeedbackList entries={list.data.list} />
        )}
        {list.data && !list.error && list.data.totalPages > 1 && (
          <Pager page={page} totalPages={list.data.totalPages} onPage={setPage} label={t('pager.label')} className="mem-fb-pager" />
        )}
      </section>
    </div>
  );
}
