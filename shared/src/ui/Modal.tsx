import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { MODAL_FADE_MS } from './modal-constants';
import { useEscapeToClose, useFocusTrap } from './use-focus-trap';
import { useScrollLock } from './use-scroll-lock';
import './modal.css';

export interface ModalProps {
  open: boolean;
  /** Optional heading; also the dialog's accessible name. */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  ariaLabel?: string;
  /** Shows a close button (and lets Escape close) when given. */
  onClose?: () => void;
  /** Locks page scroll while open. */
  lockScroll?: boolean;
  className?: string;
  /** `alertdialog` for warnings and confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

/**
 * The generic modal of spec 1 §2: optional title and close button, optional scroll lock, never closes on
 * an outside click, fades in and out in 100 ms, keeps focus inside while open, Escape closes only when
 * there is a close button.
 */
export function Modal({ open, title, ariaLabel, onClose, lockScroll = false, className, role = 'dialog', children }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(open);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (open) {
      setMounted(true);
      const frame = requestAnimationFrame(() => setVisible(true));
      return () => cancelAnimationFrame(frame);
    }
    setVisible(false);
    const timer = setTimeout(() => setMounted(false), MODAL_FADE_MS);
    return () => clearTimeout(timer);
  }, [open]);

  useScrollLock(open && lockScroll);
  useFocusTrap(panel, open && mounted);

  useEscapeToClose(panel, open, onClose);

  if (!mounted) return null;
  return createPortal(
    <div className={`suite-modal${visible && open ? ' suite-modal--visible' : ''}`} style={{ transitionDuration: `${MODAL_FADE_MS}ms` }}>
      <div
        ref={panel}
        className={`suite-modal__panel${className ? ` ${className}` : ''}`}
        role={role}
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : ariaLabel}
        tabIndex={-1}
      >
        {title && (
          <h2 id={titleId} className="suite-modal__title">
            {title}
          </h2>
        )}
        <div className="suite-modal__body">{children}</div>
        {/* Last in tab order so focus starts on the content; placed top-right by CSS. */}
        {onClose && (
          <button type="button" className="suite-modal__close" aria-label={t('common.close')} onClick={onClose}>
            ×
          </button>
        )}
      </div>
    </div>,
    document.body,
  );
}
