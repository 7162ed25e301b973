import { type api, buttonClassName, formatClock, useTranslation } from '@suite/shared';
import { useId } from 'react';
import { MESSAGES_NS } from '../i18n';

interface MessageItemProps {
  message: api.MemberMessage;
  unread: boolean;
  expanded: boolean;
  deleting: boolean;
  onToggle: () => void;
  onDelete: () => void;
}

/**
 * One message: its title opens and closes the content below it. The content is plain text from the
 * operator, shown as text (React escapes it) with its line breaks kept by CSS.
 */
export function MessageItem({ message, unread, expanded, deleting, onToggle, onDelete }: MessageItemProps) {
  const { t } = useTranslation(MESSAGES_NS);
  const contentId = useId();
  return (
    <li className={`mem-msg-item${unread ? ' mem-msg-item--unread' : ''}`}>
      <div className="mem-msg-item__head">
        <h2 className="mem-msg-item__heading">
          <button type="button" className="mem-msg-item__toggle" aria-expanded={expanded} aria-controls={contentId} onClick={onToggle}>
            <span className="mem-msg-item__label">
              <span className="mem-msg-item__title">{message.title}</span>
              {unread && (
                <>
                  {' '}
                  <span className="mem-msg-item__unread">{t('list.unread')}</span>
                </>
              )}
            </span>
          </button>
        </h2>
        <time className="mem-msg-item__date" dateTime={message.createdAt}>
          {formatClock(message.createdAt)}
        </time>
        <button
          type="button"
          className={buttonClassName({ variant: 'secondary' }, 'mem-msg-item__delete')}
          onClick={onDelete}
          disabled={deleting}
          aria-busy={deleting || undefined}
        >
          {deleting ? t('list.deleting') : t('list.delete')}
          <span className="mem-msg-sr-only"> «{message.title}»</span>
        </button>
      </div>
      <div id={contentId} className="mem-msg-item__content" hidden={!expanded}>
        {message.content}
      </div>
    </li>
  );
}
