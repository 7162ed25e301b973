import { buttonClassName, isApiError, showDialog, useTranslation, type api } from '@suite/shared';
import { useRef, useState } from 'react';
import { HOST_NS } from '../../../i18n';
import { useCountdown } from '../hooks/use-countdown';
import '../auth-part-texts';

/** Spec 1 §9: one send per 1000 ms. */
export const SMS_THROTTLE_MS = 1000;

export interface SmsCodeButtonProps {
  /** Checks the mobile number (and shows its error); false stops the send. */
  validate: () => boolean;
  /** resendInSeconds, when the answer has it (new-IP codes), sets the countdown instead of expiredMinutes x 60. */
  send: () => Promise<api.SmsCodeResult & { resendInSeconds?: number }>;
  disabled?: boolean;
}

/**
 * Send-code button of spec 1 §4: validates the number first, at most one send per second, then a
 * countdown of expiredMinutes x 60 s during which it is disabled. A refused send shows the
 * server's message in a warning dialog.
 */
export function SmsCodeButton({ validate, send, disabled = false }: SmsCodeButtonProps) {
  const { t } = useTranslation(HOST_NS);
  const { seconds, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const lastClick = useRef(-Infinity);

  const onClick = async () => {
    const now = Date.now();
    if (now - lastClick.current < SMS_THROTTLE_MS) return;
    lastClick.current = now;
    if (!validate()) return;
    setSending(true);
    try {
      const result = await send();
      setSending(false);
      start(result.resendInSeconds ?? result.expiredMinutes * 60);
    } catch (error) {
      setSending(false);
      void showDialog({ message: isApiError(error) ? error.message : { key: 'errors.unknown' } });
    }
  };

  const counting = seconds > 0;
  return (
    <button
      type="button"
      className={buttonClassName({ variant: 'secondary' }, 'acc-sms-button')}
      onClick={() => void onClick()}
      disabled={disabled || counting || sending}
      aria-busy={sending || undefined}
    >
      {counting ? t('auth.smsResend', { seconds }) : t('auth.smsSend')}
    </button>
  );
}
