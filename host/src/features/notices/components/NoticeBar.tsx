import { useTranslation } from '@suite/shared';
import { useState, type CSSProperties } from 'react';
import { HOST_NS } from '../../../i18n';
import { useAnnouncements } from '../../announcements/use-announcements';
import { NoticeModal } from './NoticeModal';
import './notices.css';

/** Seconds per character of the scrolling line, so long lists do not race past. */
const SECONDS_PER_CHARACTER = 0.18;
const MIN_DURATION_S = 12;

/**
 * The notice bar (spec 1 §2): notice titles scrolling by (paused while hovered or focused; still when
 * the visitor prefers reduced motion); a title opens the notice modal at that notice.
 */
export function NoticeBar() {
  const { t } = useTranslation(HOST_NS);
  const { data, loading } = useAnnouncements();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const notices = data?.playerNotices ?? [];
  if (!loading && notices.length === 0) return null;

  const characters = notices.reduce((sum, notice) => sum + notice.title.length, 0);
  const style = { '--notice-duration': `${Math.max(MIN_DURATION_S, characters * SECONDS_PER_CHARACTER)}s` } as CSSProperties;

  return (
    <section className="notice-bar" aria-label={t('notices.bar')}>
      <span className="notice-bar__label" aria-hidden="true">
        {t('notices.label')}
      </span>
      <div className="notice-bar__viewport">
        {notices.length === 0 ? (
          <span className="notice-bar__placeholder">{t('notices.loading')}</span>
        ) : (
          <ul className="notice-bar__track" style={style}>
            {notices.map((notice, index) => (
              <li key={notice.id}>
                <button type="button" className="notice-bar__title" onClick={() => setOpenIndex(index)}>
                  {notice.title}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <NoticeModal notices={notices} index={openIndex} onClose={() => setOpenIndex(null)} />
    </section>
  );
}
