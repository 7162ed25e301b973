import { Modal, useTranslation, type api } from '@suite/shared';
import { useEffect, useRef } from 'react';
import { HOST_NS } from '../../../i18n';
import { NoticeContent } from './NoticeContent';

export interface NoticeModalProps {
  notices: readonly api.Notice[];
  /** The notice to show first (scrolled to), or null when closed. */
  index: number | null;
  onClose: () => void;
}

/** The notice popup (spec 2 §2): titled like the bar's label (issue 13), every notice with its sanitised rich text, a close button. */
export function NoticeModal({ notices, index, onClose }: NoticeModalProps) {
  const { t } = useTranslation(HOST_NS);
  const list = useRef<HTMLOListElement>(null);
  const open = index !== null;

  useEffect(() => {
    if (index === null) return undefined;
    // After the modal has mounted: bring the chosen notice into view.
    const frame = requestAnimationFrame(() => {
      const item = list.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
      item?.scrollIntoView?.({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [index]);

  return (
    <Modal open={open} title={t('notices.label')} onClose={onClose} lockScroll className="notice-modal">
      <ol ref={list} className="notice-modal__list">
        {notices.map((notice, position) => (
          <li
            key={notice.id}
            data-index={position}
            className={`notice-modal__item${position === index ? ' notice-modal__item--current' : ''}`}
            aria-current={position === index ? 'true' : undefined}
          >
            <h3 className="notice-modal__title">{notice.title}</h3>
            <NoticeContent html={notice.content} />
          </li>
        ))}
      </ol>
    </Modal>
  );
}
