import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogText } from './dialog-service';
import { toast, useToasts, type OpenToast } from './toast-service';
import '../theme/tokens.css';
import './toast.css';

const TONE_ICON: Record<OpenToast['tone'], string> = { success: '✓', info: 'i', error: '!' };

function ToastItem({ item, text }: { item: OpenToast; text: (value: DialogText) => string }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const remaining = useRef(item.duration);

  // Counts down only while neither hovered nor focused; a pause keeps the time left (WCAG 2.2.1).
  useEffect(() => {
    if (paused || item.duration <= 0) return undefined;
    const started = Date.now();
    const timer = setTimeout(() => toast.dismiss(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused, item.id, item.duration]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') toast.dismiss(item.id);
  };
  return (
    <div
      className={`suite-toast suite-toast--${item.tone}`}
      data-toast-id={item.id}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <span className="suite-toast__icon" aria-hidden="true">
        {TONE_ICON[item.tone]}
      </span>
      <p className="suite-toast__message">{text(item.message)}</p>
      <button type="button" className="suite-toast__close" aria-label={t('ui.closeToast')} onClick={() => toast.dismiss(item.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * Shows the toasts raised through `toast.*`. The host mounts it once. The polite live region is in the
 * page from the start (empty), so screen readers announce each toast as it is added.
 */
export function ToastHost() {
  const toasts = useToasts();
  const { t } = useTranslation();
  const text = (value: DialogText): string =>
    typeof value === 'string' ? value : t(value.key, { ...value.params, ns: value.ns ?? 'shared' });
  return (
    <div className="suite-toasts" role="status" aria-live="polite" aria-label={t('ui.notifications')}>
      {toasts.map((item) => (
        <ToastItem key={item.id} item={item} text={text} />
      ))}
    </div>
  );
}
