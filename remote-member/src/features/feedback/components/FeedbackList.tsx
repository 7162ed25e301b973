import { formatClock, useTranslation, type api } from '@suite/shared';
import { FEEDBACK_NS } from '../i18n';

/** The member's feedback, newest first, each with the operator's reply or "waiting for a reply". */
export function FeedbackList({ entries }: { entries: readonly api.FeedbackEntry[] }) {
  const { t } = useTranslation(FEEDBACK_NS);
  return (
    <ul className="mem-fb-list" aria-label={t('list.title')}>
      {entries.map((entry) => (
        <li key={entry.id} className="mem-fb-entry">
          <div className="mem-fb-entry__head">
            <h3 className="mem-fb-entry__category">{t(`categories.${entry.category}`, { defaultValue: entry.category })}</h3>
            <time className="mem-fb-hint" dateTime={entry.createdAt}>
              {t('list.sentAt', { date: formatClock(entry.createdAt) })}
            </time>
          </div>
          <p className="mem-fb-entry__content">{entry.content}</p>
          {entry.imageCount > 0 && <p className="mem-fb-hint">{t('list.images', { count: entry.imageCount })}</p>}
          {entry.reply !== null ? (
            <div className="mem-fb-reply">
              <p className="mem-fb-reply__title">
                {t('list.reply')}
                {entry.repliedAt && (
                  <>
                    {' · '}
                    <time dateTime={entry.repliedAt}>{t('list.repliedAt', { date: formatClock(entry.repliedAt) })}</time>
                  </>
                )}
              </p>
              <p className="mem-fb-entry__content">{entry.reply}</p>
            </div>
          ) : (
            <p className="mem-fb-pending">{t('list.pending')}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
