import { buttonClassName, api, callApi, closeAccountModals, getHumanVerification, showDialog, useSiteSwitches, useTranslation, validateConfirm, normalizeMobile, validateMobile, validatePassword, validateRequired, type ValidationError } from '@suite/shared';
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@suite/shared';
import { HOST_NS } from '../../../i18n';
import { ChoiceGroup } from '../../auth/components/ChoiceGroup';
import { useLoginFlow } from '../../auth/hooks/use-login-flow';
import { FormAlert } from '../../auth/components/FormAlert';
import { SmsCodeButton } from '../../auth/components/SmsCodeButton';
import { TextField } from '../../auth/components/TextField';
import { MOBILE_INPUT_MAX } from '../../auth/input-limits';
import { errorMessage } from '../../auth/login-failure';
import { recoveryTypes, type RecoveryType } from '../../auth/login-modes';
import { CountryPicker } from '../../country-picker/components/CountryPicker';
import { fieldRefusal } from '../field-refusal';
import { NewPasswordFields } from './NewPasswordFields';
import './password.css';
import '../password-texts';

type Field = 'username' | 'email' | 'mobileNum' | 'verificationCode' | 'newPassword' | 'confirmPassword';
type Errors = Partial<Record<Field, ValidationError | string | null>>;
/** The phone reset's refused fields (FieldFailure.field) on this form. */
const PHONE_FIELDS: Record<string, Field> = {
  newPassword: 'newPassword',
  confirmNewPassword: 'confirmPassword',
  mobileNum: 'mobileNum',
  verificationCode: 'verificationCode',
};
const EMPTY: Record<Field, string> = { username: '', email: '', mobileNum: '', verificationCode: '', newPassword: '', confirmPassword: '' };

/**
 * Forgot password (spec 1 §4): by e-mail (a "been sent" message, then /), or by phone when
 * CHNGPASSVERIF3 is on (SMS code and a new password; the member is then logged in and sent to /).
 */
export function ForgotPasswordForm({ layout = 'page' }: { layout?: 'page' | 'popup' }) {
  const { t, i18n } = useTranslation(HOST_NS);
  const navigate = useNavigate();
  const { login } = useLoginFlow();
  const switches = useSiteSwitches();
  const types = recoveryTypes(switches);
  const [chosen, setChosen] = useState<RecoveryType>('email');
  const type = types.includes(chosen) ? chosen : 'email';
  const [values, setValues] = useState(EMPTY);
  const [dialingCode, setDialingCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | { key: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: null }));
  };

  const validate = (): boolean => {
    const next: Errors =
      type === 'email'
        ? { username: validateRequired(values.username), email: validateRequired(values.email) }
        : {
            mobileNum: validateMobile(values.mobileNum, dialingCode),
            verificationCode: validateRequired(values.verificationCode),
            newPassword: validatePassword(values.newPassword),
            confirmPassword: validateConfirm(values.confirmPassword, values.newPassword),
          };
    setErrors(next);
    return Object.values(next).every((error) => !error);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    if (!validate()) return;
    setSubmitting(true);
    try {
      if (type === 'email') {
        await callApi(api.forgotPasswordByEmail, { username: values.username.trim(), email: values.email.trim() });
        setSubmitting(false);
        await showDialog({ message: { key: 'password.emailSent', ns: HOST_NS } });
        closeAccountModals();
        navigate('/');
        return;
      }
      // Spaces, dashes and the picked country's +code removed (docs/phone-numbers.md).
      const mobileNum = normalizeMobile(values.mobileNum, dialingCode);
      const result = await callApi(api.setPasswordByPhone, {
        newPassword: values.newPassword,
        mobileNum,
        ...(dialingCode ? { countryDialingCode: dialingCode } : {}),
        verificationCode: values.verificationCode.trim(),
      });
      // Spec 1 §4: then logged in with the new password, by the login call (the reset starts no
      // session). Ours answers the account; a platform that answers nothing gets the mobile number.
      const account = typeof result?.account === 'string' && result.account ? result.account : mobileNum;
      try {
        await login({ type: 'username', username: account, password: values.newPassword });
      } catch {
        // The password is changed either way: the login page takes over.
        setSubmitting(false);
        await showDialog({ message: { key: 'password.resetThenLogIn', ns: HOST_NS } });
        closeAccountModals();
        navigate('/login');
      }
    } catch (error) {
      setSubmitting(false);
      // A refusal naming a field (a too common new password, a wrong SMS code) shows under it.
      const refused = type === 'mobileNum' ? fieldRefusal(error, (key) => i18n.exists(key, { ns: [HOST_NS, 'shared'] })) : null;
      const field = refused ? PHONE_FIELDS[refused.field] : undefined;
      if (refused && field) setErrors({ [field]: refused.error });
      else setFormError(errorMessage(error));
    }
  };

  const checkMobile = () => {
    const error = validateMobile(values.mobileNum, dialingCode);
    setErrors((current) => ({ ...current, mobileNum: error }));
    return !error;
  };
  const sendSms = async () =>
    callApi(api.smsLoginCode, { mobileNum: normalizeMobile(values.mobileNum, dialingCode), countryDialingCode: dialingCode, ...(await getHumanVerification()) });

  return (
    <form
      className={`pwd pwd--${layout}`}
      aria-label={t('password.forgotForm')}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-busy={submitting || undefined}
    >
      {types.length > 1 && (
        <ChoiceGroup
          label={t('password.recoveryType')}
          value={type}
          onChange={(next) => {
            setChosen(next);
            setErrors({});
            setFormError(null);
          }}
          options={[
            { value: 'email', label: t('password.byEmail') },
            { value: 'mobileNum', label: t('password.byPhone') },
          ]}
        />
      )}
      {type === 'email' ? (
        <>
          <p className="pwd__hint">{t('password.emailHint')}</p>
          <TextField
            label={t('auth.username')}
            value={values.username}
            onChange={set('username')}
            error={errors.username}
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={50}
            required
          />
          <TextField
            label={t('password.email')}
            type="email"
            value={values.email}
            onChange={set('email')}
            error={errors.email}
            autoComplete="email"
            maxLength={100}
            required
          />
        </>
      ) : (
        <>
          <TextField
            label={t('auth.mobile')}
            type="tel"
            inputMode="tel"
            value={values.mobileNum}
            onChange={set('mobileNum')}
            error={errors.mobileNum}
            autoComplete="tel-national"
            maxLength={MOBILE_INPUT_MAX}
            required
            leading={<CountryPicker value={dialingCode} onChange={setDialingCode} />}
          />
          <TextField
            label={t('auth.smsCode')}
            inputMode="numeric"
            value={values.verificationCode}
            onChange={set('verificationCode')}
            error={errors.verificationCode}
            autoComplete="one-time-code"
            maxLength={255}
            required
            addon={<SmsCodeButton validate={checkMobile} send={sendSms} />}
          />
          <NewPasswordFields
            password={values.newPassword}
            confirmation={values.confirmPassword}
            onPassword={set('newPassword')}
            onConfirmation={set('confirmPassword')}
            passwordError={errors.newPassword}
            confirmationError={errors.confirmPassword}
          />
        </>
      )}
      {formError && <FormAlert>{typeof formError === 'string' ? formError : t(formError.key)}</FormAlert>}
      <button type="submit" className={buttonClassName({ variant: 'primary' })} disabled={submitting}>
        {submitting ? t('password.sending') : type === 'email' ? t('password.sendEmail') : t('password.reset')}
      </button>
    </form>
  );
}
