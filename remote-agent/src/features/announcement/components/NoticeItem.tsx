import { type api, formatClock, useTranslation } from '@suite/shared';
import { useId } from 'react';
import { ANNOUNCEMENT_NS } from '../i18n';

/** One notice: its title opens and closes the text below it (plain text, line breaks kept by CSS). */
export function NoticeItem({ notice, expanded, onToggle }: { notice: api.AgentNotice; expanded: boolean; onToggle: () => void }) {
  const { t } = useTranslation(ANNOUNCEMENT_NS);
  const contentId = useId();
  return (
    <li className="agt-notice">
      <h2 className="agt-notice__heading">
        <button type="button" className="agt-notice__toggle" aria-expanded={expanded} aria-controls={contentId} onClick={onToggle}>
          <span className="agt-notice__title">{notice.title}</span>
        </button>
      </h2>
      <p className="agt-notice__date">
        <time dateTime={notice.publishedAt}>{t('published', { date: formatClock(notice.publishedAt) })}</time>
      </p>
      <div id={contentId} className="agt-notice__content" hidden={!expanded}>
        {notice.content}
      </div>
    </li>
  );
}
