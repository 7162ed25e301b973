import {
  api,
  callApi,
  getHumanVerification,
  openAccountModal,
  readRememberedLogin,
  useSiteSwitches,
  useT,
  validateMobile,
  validateRequired,
  type ValidationError,
} from '@suite/shared';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from '@suite/shared';
import { HOST_NS } from '../../../i18n';
import { CountryPicker } from '../../country-picker/components/CountryPicker';
import { useCaptcha } from '../hooks/use-captcha';
import { useLoginFlow } from '../hooks/use-login-flow';
import { asksForCaptcha, errorMessage } from '../login-failure';
import { loginTypes } from '../login-modes';
import { CaptchaField } from './CaptchaField';
import { ChoiceGroup } from './ChoiceGroup';
import { FormAlert } from './FormAlert';
import { SmsCodeButton } from './SmsCodeButton';
import { TextField } from './TextField';

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
  const { t } = useT(HOST_NS);
  const switches = useSiteSwitches();
  const { login, freePlay } = useLoginFlow();
  const types = loginTypes(switches);
  const remembered = useMemo(() => readRememberedLogin(), []);
  const formId = useId();
  const compact = layout === 'header';

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
  const [submitting, setSubmitting] = useState(false);
  const captcha = useCaptcha(captchaShown);
  const freePlayOn = !agent && !compact && switches.isOn(api.WHITELABEL_MOD_IDS.freePlay);

  const edit = (field: Field, setter: (value: string) => void) => (value: string) => {
    setter(value);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: null }));
  };

  const validate = (): boolean => {
    const next: Errors =
      type === 'sms'
        ? { mobileNum: validateMobile(mobileNum), smsCode: validateRequired(smsCode) }
        : { username: validateRequired(username), password: validateRequired(password) };
    if (captchaShown) next.captcha = validateRequired(captchaValue);
    setErrors(next);
    return Object.values(next).every((error) => !error);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    if (!validate()) return;
    setSubmitting(true);
    const captchaFields = captchaShown ? { captcha: captchaValue, captchaId: captcha.captchaId ?? undefined } : {};
    try {
      const outcome = await login(
        type === 'sms'
          ? { type: 'sms', mobileNum, countryDialingCode: dialingCode, smsCode, ...captchaFields }
          : { type: 'username', username, password, ...captchaFields },
        { remember: agent ? undefined : remember, variant: agent ? 'agent' : 'member' },
      );
      // The change-password modal takes over; this form stays usable behind it.
      if (outcome === 'changePassword') {
        setSubmitting(false);
        setPassword('');
      }
    } catch (error) {
      setSubmitting(false);
      setFormError(errorMessage(error));
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
    callApi(api.smsLoginCode, { mobileNum: mobileNum.trim(), countryDialingCode: dialingCode, ...(await getHumanVerification()) });
  const checkMobile = () => {
    const error = validateMobile(mobileNum);
    setErrors((current) => ({ ...current, mobileNum: error }));
    return !error;
  };

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
            maxLength={50}
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
            maxLength={50}
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
            maxLength={20}
            required
            leading={<CountryPicker value={dialingCode} onChange={setDialingCode} initialCode={remembered.sms?.countryDialingCode} />}
          />
          <TextField
            label={t('auth.smsCode')}
            hideLabel={compact}
            inputMode="numeric"
            value={smsCode}
            onChange={edit('smsCode', setSmsCode)}
            error={errors.smsCode}
            autoComplete="one-time-code"
            maxLength={255}
            required
            addon={<SmsCodeButton validate={checkMobile} send={sendSms} />}
          />
        </>
      )}
      {captchaShown && (
        <CaptchaField captcha={captcha} value={captchaValue} onChange={edit('captcha', setCaptchaValue)} error={errors.captcha} hideLabel={compact} />
      )}
      {!agent && (
        <label className="acc-check">
          <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          <span>{t('auth.remember')}</span>
        </label>
      )}
      {formError && <FormAlert id={`${formId}-error`}>{typeof formError === 'string' ? formError : t(formError.key)}</FormAlert>}
      <div className="acc-login__actions">
        <button type="submit" className="acc-button acc-button--primary" disabled={submitting}>
          {submitting ? t('auth.loggingIn') : t('auth.login')}
        </button>
        {freePlayOn && (
          <button type="button" className="acc-button acc-button--secondary" onClick={() => void onFreePlay()} disabled={submitting}>
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
