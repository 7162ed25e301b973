import { useTranslation } from '@suite/shared';
import { HOST_NS } from '../../../i18n';
import { useAnnouncements } from '../../announcements/use-announcements';
import { NoticeContent } from './NoticeContent';
import './notices.css';
import '../notice-page-texts';

/** /noticePage: every notice with its sanitised content. */
export function NoticePage() {
  const { t } = useTranslation(HOST_NS);
  const { data, error, loading, reload } = useAnnouncements();
  const notices = data?.playerNotices ?? [];
  return (
    <section className="page notice-page" aria-busy={loading}>
      <h1>{t('pages.noticePage')}</h1>
      {loading && notices.length === 0 && (
        <div className="notice-page__skeleton" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      )}
      {error && notices.length === 0 && (
        <div role="alert" className="inline-error">
          <p>{error.message}</p>
          <button type="button" onClick={reload}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {!loading && !error && notices.length === 0 && <p className="empty-state">{t('notices.empty')}</p>}
      {notices.length > 0 && (
        <ol className="notice-page__list">
          {notices.map((notice) => (
            <li key={notice.id} className="notice-page__item">
              <article aria-labelledby={`notice-${notice.id}`}>
                <h2 id={`notice-${notice.id}`} className="notice-page__title">
                  {notice.title}
                </h2>
                <NoticeContent html={notice.content} />
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
