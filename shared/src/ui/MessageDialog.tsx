import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './Modal';

export interface MessageDialogProps {
  open: boolean;
  message: ReactNode;
  title?: ReactNode;
  /** Text of the main button (default: "Confirmar" / "Confirm"). */
  confirmLabel?: string;
  onConfirm: () => void;
  /** When given, a cancel button shows too (a confirm dialog); otherwise it is a warning with one button. */
  onCancel?: () => void;
  cancelLabel?: string;
}

/**
 * Warning and confirm dialogs (spec 1 §8: trial account, invalid affiliate code, SMS failure; logout
 * confirm). An `alertdialog`, so assistive tech reads the message at once.
 */
export function MessageDialog({ open, message, title, confirmLabel, onConfirm, onCancel, cancelLabel }: MessageDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      role="alertdialog"
      title={title}
      ariaLabel={typeof message === 'string' ? message : undefined}
      onClose={onCancel}
    >
      <div className="suite-message">
        <p className="suite-message__text">{message}</p>
        <div className="suite-message__actions">
          {onCancel && (
            <button type="button" onClick={onCancel}>
              {cancelLabel ?? t('common.cancel')}
            </button>
          )}
          <button type="button" onClick={onConfirm}>
            {confirmLabel ?? t('common.confirm')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
