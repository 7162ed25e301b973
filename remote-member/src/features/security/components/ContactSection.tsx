import { api, buttonClassName, normalizeMobile, toast, useTranslation, validateMobile, type ValidationResult } from '@suite/shared';
import { useRef, useState, type FormEvent } from 'react';
import { useAction } from '../hooks/use-action';
import { useCountdown } from '../hooks/use-countdown';
import { SECURITY_NS } from '../i18n';
import { ActionError } from './FormNotices';
import { TextField } from '../../../components/TextField';

export const EMAIL_MAX_LENGTH = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DIALING_CODE = /^\+?[0-9]{1,4}$/;
const CODE = /^[0-9]{6}$/;
/** Spec 1 §4/§9: one send per 1000 ms at most. */
const SEND_THROTTLE_MS = 1000;

export interface ContactSectionProps {
  channel: api.BindChannel;
  bound: api.BoundContact | null;
  /** Prefilled dialing code (the member's, else the site's default). */
  defaultDialingCode: string;
  onBound: (status: api.SecurityStatus) => void;
}

/**
 * A mobile number or e-mail: the bound value (masked) with its state, or a form to bind one: send a
 * code (the button counts down expiredMinutes x 60 s), type it, verify. A verified value can be
 * replaced the same way ("Change").
 */
export function ContactSection({ channel, bound, defaultDialingCode, onBound }: ContactSectionProps) {
  const { t } = useTranslation(SECURITY_NS);
  const isMobile = channel === 'mobile';
  const titleId = `mem-sec-${channel}-title`;
  const [editing, setEditing] = useState(false);
  const [dialingCode, setDialingCode] = useState(defaultDialingCode);
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ dialingCode?: string; address?: string; code?: string }>({});
  const [sent, setSent] = useState<api.BindCodeSent | null>(null);
  const countdown = useCountdown();
  const lastSend = useRef(0);
  const send = useAction(api.sendBindCode);
  const verify = useAction(api.verifyBindCode);
  const showForm = !bound?.verified || editing;

  const message = (result: ValidationResult) => (result ? t(result.key, result.params) : undefined);
  const addressError = (): string | undefined => {
    if (isMobile) return message(validateMobile(address, dialingCode));
    const text = address.trim();
    if (text === '') return t('validation.required');
    if ([...text].length > EMAIL_MAX_LENGTH) return t('contact.tooLong', { max: EMAIL_MAX_LENGTH });
    return EMAIL.test(text) ? undefined : t('contact.badEmail');
  };

  const sendCode = async () => {
    const next = {
      dialingCode: isMobile && !DIALING_CODE.test(dialingCode.trim()) ? t('contact.badDialingCode') : undefined,
      address: addressError(),
    };
    setErrors(next);
    if (next.dialingCode || next.address) return;
    const now = Date.now();
    if (now - lastSend.current < SEND_THROTTLE_MS) return;
    lastSend.current = now;
    verify.clearError();
    const payload: api.BindCodeRequest = isMobile
      ? { channel: 'mobile', countryDialingCode: dialingCode.trim(), mobileNum: normalizeMobile(address, dialingCode) }
      : { channel: 'email', email: address.trim() };
    const outcome = await send.run(payload);
    if (!outcome.ok) return;
    setSent(outcome.value);
    setCode('');
    countdown.start(outcome.value.expiredMinutes * 60);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!sent) return;
    const codeError = CODE.test(code.trim()) ? undefined : t('contact.badCode');
    setErrors({ code: codeError });
    if (codeError) return;
    const outcome = await verify.run({ channel, target: sent.target, code: code.trim() });
    if (!outcome.ok) return;
    setSent(null);
    setAddress('');
    setCode('');
    setEditing(false);
    toast.success(isMobile ? t('contact.boundMobile') : t('contact.boundEmail'));
    onBound(outcome.value);
  };

  return (
    <section className="mem-sec-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="mem-sec-panel__title">
        {isMobile ? t('contact.mobileTitle') : t('contact.emailTitle')}
      </h2>
      <div className="mem-sec-bound">
        {bound ? (
          <>
            <span className="mem-sec-strong mem-sec-mono">{bound.masked}</span>
            <span className={`mem-sec-badge${bound.verified ? ' mem-sec-badge--ok' : ''}`}>{bound.verified ? t('contact.verified') : t('contact.unverified')}</span>
          </>
        ) : (
          <span className="mem-sec-muted">{isMobile ? t('contact.noMobile') : t('contact.noEmail')}</span>
        )}
        {bound?.verified && (
          <button type="button" className={buttonClassName({ variant: 'secondary', size: 'sm' })} aria-expanded={editing} onClick={() => setEditing((value) => !value)}>
            {editing ? t('contact.cancel') : t('contact.change')}
          </button>
        )}
      </div>
      {showForm && (
        <form className="mem-sec-form" onSubmit={(event) => void submit(event)} noValidate>
          <div className={isMobile ? 'mem-sec-row' : undefined}>
            {isMobile && (
              <TextField
                className="mem-field--code"
                label={t('contact.dialingCode')}
                type="tel"
                inputMode="tel"
                value={dialingCode}
                onChange={(value) => setDialingCode(value)}
                error={errors.dialingCode}
              />
            )}
            <TextField
              label={isMobile ? t('contact.mobile') : t('contact.email')}
              type={isMobile ? 'tel' : 'email'}
              inputMode={isMobile ? 'tel' : 'email'}
              autoComplete={isMobile ? 'tel-national' : 'email'}
              value={address}
              onChange={(value) => {
                setAddress(value);
                setErrors((current) => ({ ...current, address: undefined }));
              }}
              error={errors.address}
            />
          </div>
          <div className="mem-sec-actions">
            <button
              type="button"
              className={buttonClassName({ variant: 'secondary' })}
              onClick={() => void sendCode()}
              disabled={send.pending || countdown.seconds > 0}
              aria-busy={send.pending || undefined}
            >
              {send.pending ? t('contact.sending') : countdown.seconds > 0 ? t('contact.resendIn', { seconds: countdown.seconds }) : t('contact.send')}
            </button>
          </div>
          <ActionError error={send.error} />
          {sent && (
            <>
              <TextField
                label={t('contact.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(value) => {
                  setCode(value);
                  setErrors((current) => ({ ...current, code: undefined }));
                }}
                error={errors.code}
                hint={t('contact.codeHint', { target: sent.target, minutes: sent.expiredMinutes })}
              />
              <ActionError error={verify.error} />
              <div className="mem-sec-actions">
                <button type="submit" className={buttonClassName()} disabled={verify.pending} aria-busy={verify.pending || undefined}>
                  {verify.pending ? t('contact.verifying') : t('contact.verify')}
                </button>
              </div>
            </>
          )}
        </form>
      )}
    </section>
  );
}
