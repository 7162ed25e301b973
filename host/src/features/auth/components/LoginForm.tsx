import { buttonClassName, api, callApi, getHumanVerification, normalizeMobile, openAccountModal, readRememberedLogin, Skeleton, useSiteSwitches, useTranslation, validateMobile, validateRequired, type ValidationError } from '@suite/shared';
import { Suspense, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from '@suite/shared';
import { HOST_NS } from '../../../i18n';
import { useCaptcha } from '../hooks/use-captcha';
import { type LoginOptions, type LoginOutcome, type LoginSubmission, useLoginFlow } from '../hooks/use-login-flow';
import { LOGIN_LIMITS, validateMaxLength } from '../input-limits';
import { asksForCaptcha, errorMessage, newIpChallenge, selfExclusionOver } from '../login-failure';
import { loginTypes } from '../login-modes';
import { ChoiceGroup } from './ChoiceGroup';
import { FormAlert } from './FormAlert';
import { TextField } from './TextField';
// Shown only in some logins (SMS type, a captcha asked for, a new IP): loaded when first shown.
import { LazyCaptchaField, LazyCountryPicker, LazyNewIpVerification, LazyReturnRequest, LazySmsCodeButton } from '../lazy-parts';

export type LoginLayout = 'header' | 'page' | 'popup';

export interface LoginFormProps {
  layout?: LoginLayout;
  /** Agent-page variant (spec 1 §6): no remember-me, and /agentHome after login. */
  agent?: boolean;
  /** More buttons beside the submit one (the header's register button). */
  extraActions?: ReactNode;
}

type Field = 'username' | 'password' | 'mobileNum' | 'smsCode' | 'captcha';
type Errors = Partial<Record<Field, ValidationError | null>>;

/**
 * The login form of spec 1 §2/§4 in its three places: the compact header form, the /login page and
 * the login popup. Username or SMS type from the white-label switches; captcha only after a refused
 * login asks for it; remember-me cookies; free play when the site allows it.
 */
export function LoginForm({ layout = 'page', agent = false, extraActions }: LoginFormProps) {
  const { t } = useTranslation(HOST_NS);
  const switches = useSiteSwitches();
  const { login, verifyNewIp, freePlay } = useLoginFlow();
  const types = loginTypes(switches);
  const remembered = useMemo(() => readRememberedLogin(), []);
  const formId = useId();
  const compact = layout === 'header';
  // The header's inline form keeps the header low: the kit's small buttons there, full size elsewhere.
  const buttonSize = compact ? 'sm' : 'md';

  const [chosenType, setChosenType] = useState<api.LoginType | null>(null);
  const type = chosenType && types.includes(chosenType) ? chosenType : types[0]!;
  const [username, setUsername] = useState(remembered.lastUser ?? '');
  const [password, setPassword] = useState('');
  const [mobileNum, setMobileNum] = useState(remembered.sms?.mobileNum ?? '');
  const [dialingCode, setDialingCode] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [captchaValue, setCaptchaValue] = useState('');
  const [captchaShown, setCaptchaShown] = useState(false);
  const [remember, setRemember] = useState(remembered.remember);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | { key: string } | null>(null);
  /** A self-exclusion over (issue 24): the credentials that may ask to return. */
  const [returnable, setReturnable] = useState<{ username: string; password: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  /** A login from a new IP: its challenge and the submission it answers (spec 2 §4). */
  const [pending, setPending] = useState<{ challenge: api.NewIpVerificationRequired; form: LoginSubmission; options: LoginOptions } | null>(
    null,
  );
  const captcha = useCaptcha(captchaShown);
  const freePlayOn = !agent && !compact && switches.isOn(api.WHITELABEL_MOD_IDS.freePlay);

  const edit = (field: Field, setter: (value: string) => void) => (value: string) => {
    setter(value);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: null }));
  };

  const validate = (): boolean => {
    // Over-long input is refused with a message naming the limit, never cut (TextField shows it as typed).
    const next: Errors =
      type === 'sms'
        ? {
            mobileNum: validateMaxLength(mobileNum, LOGIN_LIMITS.mobileNum) ?? validateMobile(mobileNum, dialingCode),
            smsCode: validateRequired(smsCode) ?? validateMaxLength(smsCode, LOGIN_LIMITS.smsCode),
          }
        : {
            username: validateRequired(username) ?? validateMaxLength(username, LOGIN_LIMITS.username),
            password: validateRequired(password) ?? validateMaxLength(password, LOGIN_LIMITS.password),
          };
    if (captchaShown) next.captcha = validateRequired(captchaValue) ?? validateMaxLength(captchaValue, LOGIN_LIMITS.captcha);
    setErrors(next);
    return Object.values(next).every((error) => !error);
  };

  /** The change-password modal takes over; this form stays usable behind it. */
  const afterLogin = (outcome: LoginOutcome) => {
    if (outcome === 'changePassword') {
      setSubmitting(false);
      setPassword('');
      setPending(null);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    setReturnable(null);
    if (!validate()) return;
    setSubmitting(true);
    // The answer may ask for a captcha or a new-IP check: their code comes while the login is on its way.
    for (const part of [LazyCaptchaField, LazyNewIpVerification]) part.preload().catch(() => undefined);
    // The answer alone: the cookie set with the image binds it (spec 1 §7, value = the image).
    const captchaFields = captchaShown ? { captcha: captchaValue } : {};
    const submission: LoginSubmission =
      type === 'sms'
        ? { type: 'sms', mobileNum, countryDialingCode: dialingCode, smsCode, ...captchaFields }
        : { type: 'username', username, password, ...captchaFields };
    const options: LoginOptions = { remember: agent ? undefined : remember, variant: agent ? 'agent' : 'member' };
    try {
      afterLogin(await login(submission, options));
    } catch (error) {
      setSubmitting(false);
      const challenge = newIpChallenge(error);
      // A new IP: the verification step takes the form's place (the password was right).
      if (challenge) setPending({ challenge, form: submission, options });
      else setFormError(errorMessage(error));
      if (submission.type === 'username' && selfExclusionOver(error)) setReturnable({ username: submission.username, password: submission.password });
      // A captcha answer is single use: a refused login spends it, so a new image is needed.
      if (asksForCaptcha(error) && !captchaShown) setCaptchaShown(true);
      else if (captchaShown) captcha.reload();
      setCaptchaValue('');
    }
  };

  const onFreePlay = async () => {
    setFormError(null);
    setSubmitting(true);
    try {
      await freePlay();
    } catch (error) {
      setSubmitting(false);
      setFormError(errorMessage(error));
    }
  };

  const sendSms = async () =>
    callApi(api.smsLoginCode, { mobileNum: normalizeMobile(mobileNum, dialingCode), countryDialingCode: dialingCode, ...(await getHumanVerification()) });
  const checkMobile = () => {
    const error = validateMobile(mobileNum, dialingCode);
    setErrors((current) => ({ ...current, mobileNum: error }));
    return !error;
  };

  if (pending) {
    return (
      <Suspense fallback={<Skeleton height="8rem" shape="block" />}>
        <LazyNewIpVerification
          key={pending.challenge.challengeId}
          challenge={pending.challenge}
          layout={layout}
          onVerify={async (code) => afterLogin(await verifyNewIp(pending.challenge.challengeId, code, pending.form, pending.options))}
          onBack={() => setPending(null)}
        />
      </Suspense>
    );
  }

  return (
    <form
      className={`acc-login acc-login--${layout}`}
      aria-label={t('auth.loginForm')}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-busy={submitting || undefined}
    >
      {types.length > 1 && (
        <ChoiceGroup
          label={t('auth.loginType')}
          hideLabel={compact}
          value={type}
          onChange={(next) => {
            setChosenType(next);
            setErrors({});
            setFormError(null);
          }}
          options={[
            { value: 'username', label: t('auth.typeUsername') },
            { value: 'sms', label: t('auth.typeSms') },
          ]}
        />
      )}
      {type === 'username' ? (
        <>
          <TextField
            label={t('auth.username')}
            hideLabel={compact}
            value={username}
            onChange={edit('username', setUsername)}
            error={errors.username}
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={LOGIN_LIMITS.username}
            required
          />
          <TextField
            label={t('auth.password')}
            hideLabel={compact}
            type="password"
            value={password}
            onChange={edit('password', setPassword)}
            error={errors.password}
            autoComplete="current-password"
            maxLength={LOGIN_LIMITS.password}
            required
          />
        </>
      ) : (
        <>
          <TextField
            label={t('auth.mobile')}
            hideLabel={compact}
            type="tel"
            inputMode="tel"
            value={mobileNum}
            onChange={edit('mobileNum', setMobileNum)}
            error={errors.mobileNum}
            autoComplete="tel-national"
            maxLength={LOGIN_LIMITS.mobileNum}
            required
            leading={
              <Suspense fallback={<Skeleton width="4.5rem" height="2rem" shape="block" />}>
                <LazyCountryPicker value={dialingCode} onChange={setDialingCode} initialCode={remembered.sms?.countryDialingCode} />
              </Suspense>
            }
          />
          <TextField
            label={t('auth.smsCode')}
            hideLabel={compact}
            inputMode="numeric"
            value={smsCode}
            onChange={edit('smsCode', setSmsCode)}
            error={errors.smsCode}
            autoComplete="one-time-code"
            maxLength={LOGIN_LIMITS.smsCode}
            required
            addon={
              <Suspense fallback={<Skeleton width="6rem" height="2rem" shape="block" />}>
                <LazySmsCodeButton validate={checkMobile} send={sendSms} />
              </Suspense>
            }
          />
        </>
      )}
      {captchaShown && (
        <Suspense fallback={<Skeleton height="2.5rem" shape="block" />}>
          <LazyCaptchaField captcha={captcha} value={captchaValue} onChange={edit('captcha', setCaptchaValue)} error={errors.captcha} hideLabel={compact} />
        </Suspense>
      )}
      {!agent && (
        <label className="acc-check">
          <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          <span>{t('auth.remember')}</span>
        </label>
      )}
      {formError && <FormAlert id={`${formId}-error`}>{typeof formError === 'string' ? formError : t(formError.key)}</FormAlert>}
      {returnable && (
        <Suspense fallback={null}>
          <LazyReturnRequest username={returnable.username} password={returnable.password} />
        </Suspense>
      )}
      <div className="acc-login__actions">
        <button type="submit" className={buttonClassName({ variant: 'primary', size: buttonSize })} disabled={submitting}>
          {submitting ? t('auth.loggingIn') : t('auth.login')}
        </button>
        {freePlayOn && (
          <button type="button" className={buttonClassName({ variant: 'secondary', size: buttonSize })} onClick={() => void onFreePlay()} disabled={submitting}>
            {t('auth.freePlay')}
          </button>
        )}
        {extraActions}
      </div>
      {layout === 'page' && (
        <p className="acc-login__links">
          <Link to="/forget">{t('auth.forgot')}</Link>
        </p>
      )}
      {layout === 'popup' && (
        <p className="acc-login__links">
          <button type="button" className="acc-link" onClick={() => openAccountModal({ kind: 'forgotPassword' })}>
            {t('auth.forgot')}
          </button>
          <button type="button" className="acc-link" onClick={() => openAccountModal({ kind: 'register' })}>
            {t('auth.noAccount')}
          </button>
        </p>
      )}
    </form>
  );
}
