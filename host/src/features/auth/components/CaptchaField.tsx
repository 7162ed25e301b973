import { useTranslation, type ValidationError } from '@suite/shared';
import { HOST_NS } from '../../../i18n';
import type { CaptchaState } from '../hooks/use-captcha';
import { LOGIN_LIMITS } from '../input-limits';
import { TextField } from './TextField';
import '../auth-part-texts';

export interface CaptchaFieldProps {
  captcha: CaptchaState;
  value: string;
  onChange: (value: string) => void;
  error?: ValidationError | string | null;
  hideLabel?: boolean;
  required?: boolean;
  /** Longest answer accepted (longer input is flagged, not cut): the login's 16 unless the registration setting says. */
  maxLength?: number;
}

/** Code input with the server's picture beside it; the picture is a button that loads a new one. */
export function CaptchaField({ captcha, value, onChange, error, hideLabel, required = true, maxLength = LOGIN_LIMITS.captcha }: CaptchaFieldProps) {
  const { t } = useTranslation(HOST_NS);
  return (
    <TextField
      className="acc-field--captcha"
      label={t('auth.captcha')}
      value={value}
      onChange={onChange}
      error={error ?? captcha.error}
      hideLabel={hideLabel}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={maxLength}
      required={required}
      addon={
        <button
          type="button"
          className="acc-captcha"
          onClick={captcha.refresh}
          aria-label={t('auth.captchaRefresh')}
          aria-busy={captcha.loading || undefined}
        >
          {captcha.image ? (
            <img src={captcha.image} alt={t('auth.captchaImage')} width={120} height={40} />
          ) : (
            <span className="acc-captcha__placeholder" aria-hidden="true" />
          )}
        </button>
      }
    />
  );
}
