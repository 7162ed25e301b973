import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useEscapeToClose, useFocusTrap } from './use-focus-trap';
import { useScrollLock } from './use-scroll-lock';
import './drawer.css';

export interface DrawerProps {
  open: boolean;
  /** Visible heading and the dialog's accessible name. */
  title: ReactNode;
  /** Escape, the close button and a tap on the backdrop call it. */
  onClose: () => void;
  /** The edge it slides from (start = left in a left-to-right page). */
  side?: 'start' | 'end';
  /** The dialog element's id (for the opening button's aria-controls). */
  id?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A side panel over the page (a phone's navigation menu): a modal dialog with a title and a close
 * button, focus kept inside and handed back on close, page scroll locked, closed by Escape (only the
 * innermost dialog), the close button or a tap outside. Slides in, or just appears with reduced motion.
 */
export function Drawer({ open, title, onClose, side = 'start', id, className, children }: DrawerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useScrollLock(open);
  useFocusTrap(panel, open);

  useEscapeToClose(panel, open, onClose);

  if (!open) return null;
  return createPortal(
    <div className="suite-drawer">
      {/* The backdrop is not a control (no tab stop): Escape and the close button are the keyboard's ways out. */}
      <div className="suite-drawer__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        id={id}
        className={`suite-drawer__panel suite-drawer__panel--${side}${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="suite-drawer__head">
          <h2 id={titleId} className="suite-drawer__title">
            {title}
          </h2>
          <button type="button" className="suite-drawer__close" aria-label={t('common.close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="suite-drawer__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
