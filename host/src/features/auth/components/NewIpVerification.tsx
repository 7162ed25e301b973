import { buttonClassName, api, callApi, useTranslation, validateRequired, type ValidationError } from '@suite/shared';
import { useState, type FormEvent } from 'react';
import { HOST_NS } from '../../../i18n';
import { errorMessage } from '../login-failure';
import { LOGIN_LIMITS, validateMaxLength } from '../input-limits';
import type { LoginLayout } from './LoginForm';
import { ChoiceGroup } from './ChoiceGroup';
import { FormAlert } from './FormAlert';
import { SmsCodeButton } from './SmsCodeButton';
import { TextField } from './TextField';
import '../auth-part-texts';

const SIX_DIGITS = /^[0-9]{6}$/;

export interface NewIpVerificationProps {
  challenge: api.NewIpVerificationRequired;
  /** Sends the code; resolves once the login has finished (it throws the server's refusal). */
  onVerify: (code: string) => Promise<void>;
  onBack: () => void;
  layout?: LoginLayout;
}

/**
 * The login's extra step for a new IP (spec 2 §4): pick the bound mobile or e-mail (masked), send a
 * code (then a countdown), enter it and verify; a wrong code shows the server's message; Back returns
 * to the login form.
 */
export function NewIpVerification({ challenge, onVerify, onBack, layout = 'page' }: NewIpVerificationProps) {
  const { t } = useTranslation(HOST_NS);
  const [channel, setChannel] = useState<api.NewIpChannel>(challenge.channels[0]?.channel ?? 'mobile');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<ValidationError | null>(null);
  const [formError, setFormError] = useState<string | { key: string } | null>(null);
  const [sentMinutes, setSentMinutes] = useState<number | null>(null);
  const [verifying, setVerifying] = useState(false);

  const send = async () => {
    setFormError(null);
    const result = await callApi(api.loginVerifySend, { challengeId: challenge.challengeId, channel });
    setSentMinutes(result.expiredMinutes);
    return result;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (verifying) return;
    setFormError(null);
    const trimmed = code.trim();
    const error =
      validateRequired(code) ??
      validateMaxLength(code, LOGIN_LIMITS.verificationCode) ??
      (SIX_DIGITS.test(trimmed) ? null : { key: 'auth.newIp.codeInvalid', params: {} });
    setCodeError(error);
    if (error) return;
    setVerifying(true);
    try {
      await onVerify(trimmed);
      setVerifying(false);
    } catch (failure) {
      setVerifying(false);
      setFormError(errorMessage(failure));
    }
  };

  return (
    <form
      className={`acc-login acc-login--${layout} acc-newip`}
      aria-label={t('auth.newIp.form')}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-busy={verifying || undefined}
    >
      <p className="acc-newip__lead">{t('auth.newIp.lead')}</p>
      <ChoiceGroup
        label={t('auth.newIp.channel')}
        value={channel}
        onChange={(next) => {
          setChannel(next);
          setFormError(null);
        }}
        options={challenge.channels.map((item) => ({ value: item.channel, label: t(`auth.newIp.${item.channel}`, { target: item.target }) }))}
      />
      <TextField
        label={t('auth.newIp.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(value) => {
          setCode(value);
          setCodeError(null);
        }}
        error={codeError}
        maxLength={LOGIN_LIMITS.verificationCode}
        required
        addon={<SmsCodeButton validate={() => true} send={send} />}
      />
      {sentMinutes !== null && (
        <p className="acc-newip__sent" role="status">
          {t('auth.newIp.sent', { minutes: sentMinutes })}
        </p>
      )}
      {formError && <FormAlert>{typeof formError === 'string' ? formError : t(formError.key)}</FormAlert>}
      <div className="acc-login__actions">
        <button type="submit" className={buttonClassName({ variant: 'primary' })} disabled={verifying}>
          {verifying ? t('auth.newIp.verifying') : t('auth.newIp.verify')}
        </button>
        <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={onBack} disabled={verifying}>
          {t('auth.newIp.back')}
        </button>
      </div>
    </form>
  );
}
