import { buttonClassName, api, callApi, closeAccountModals, getHumanVerification, isApiError, loadMemberInfo, refreshBalance, showDialog, startSession, useSiteSwitches, useTranslation, normalizeMobile, validateMobile, type ValidationError } from '@suite/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@suite/shared';
import { HOST_NS } from '../../../i18n';
import { useCachedCall } from '../../../lib/use-cached-call';
import { CaptchaField } from '../../auth/components/CaptchaField';
import { ChoiceGroup } from '../../auth/components/ChoiceGroup';
import { FormAlert } from '../../auth/components/FormAlert';
import { SmsCodeButton } from '../../auth/components/SmsCodeButton';
import { TextField } from '../../auth/components/TextField';
import { useCaptcha } from '../../auth/hooks/use-captcha';
import { errorMessage } from '../../auth/login-failure';
import { registerTypes, type RegisterType } from '../../auth/login-modes';
import { CountryPicker } from '../../country-picker/components/CountryPicker';
import { useAffiliate } from '../hooks/use-affiliate';
import {
  FIELD_INPUTS,
  FIELD_ORDER,
  FIELDS_WITH_HELP,
  emptyValues,
  fieldMaxLength,
  fieldRule,
  helpLength,
  registrationUser,
  validateRegisterField,
  type FieldName,
  type RegisterContext,
  type RegisterSettings,
  type RegisterValues,
} from '../register-fields';
import './register.css';

type Errors = Partial<Record<FieldName | 'terms', ValidationError | string | null>>;

const MOD = api.WHITELABEL_MOD_IDS;

/** A refused registration that names its field (FieldFailure): the message goes under that field. */
function fieldFailure(error: unknown): api.FieldFailure | null {
  if (!isApiError(error)) return null;
  const value = error.value as Partial<api.FieldFailure> | null | undefined;
  return value && typeof value.field === 'string' && typeof value.key === 'string'
    ? { field: value.field, key: value.key, params: value.params ?? {} }
    : null;
}

/**
 * Registration (page and popup) of spec 1 §4/§5: username or mobile type from the switches, fields
 * and rules from the server's settings, affiliate-code rules, SMS code, terms, captcha, reset.
 * Success logs the new member in, closes the popup and goes to /.
 */
export function RegisterForm({ layout = 'page' }: { layout?: 'page' | 'popup' }) {
  const { t, i18n } = useTranslation(HOST_NS);
  const navigate = useNavigate();
  const switches = useSiteSwitches();
  // Not kept in storage: an operator's change applies at the next visit of the form.
  const settingsQuery = useCachedCall(api.registerSettings, undefined, { storageKey: null, perLanguage: false });
  const settings = settingsQuery.data;
  const affiliate = useAffiliate();
  const types = registerTypes(switches);
  const [chosenType, setChosenType] = useState<RegisterType | null>(null);
  const type = chosenType && types.includes(chosenType) ? chosenType : types[0]!;
  const [values, setValues] = useState<RegisterValues>(emptyValues);
  const [dialingCode, setDialingCode] = useState('');
  const [terms, setTerms] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | { key: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const termsErrorId = useId();
  const ready = switches.status !== 'loading' && settings !== undefined;

  const context: RegisterContext = {
    type,
    mobilePassword: switches.isOn(MOD.mobilePasswordRegister),
    smsVerification: switches.isOn(MOD.registerSmsVerification),
    affiliateHidden: affiliate.state === 'verified' || affiliate.state === 'checking',
  };
  const captchaOn = settings?.captcha?.enabled === true;
  const captcha = useCaptcha(captchaOn);
  const reloadCaptcha = captcha.reload;
  const rule = (name: FieldName) => (settings ? fieldRule(name, settings, context) : { shown: false, forced: false });

  // Switching the type gives a new captcha (spec 1 §4).
  const previousType = useRef(type);
  useEffect(() => {
    if (previousType.current === type) return;
    previousType.current = type;
    if (captchaOn) reloadCaptcha();
  }, [type, captchaOn, reloadCaptcha]);

  const setValue = (name: FieldName) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: null }));
  };

  // After the errors render, the first invalid field takes the focus.
  const [focusRequest, setFocusRequest] = useState(0);
  const focusFirstError = () => setFocusRequest((count) => count + 1);
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const validateAll = (current: RegisterSettings): Errors => {
    const next: Errors = {};
    for (const name of FIELD_ORDER) {
      const error = validateRegisterField(name, values, current, fieldRule(name, current, context), dialingCode);
      if (error) next[name] = error;
    }
    return next;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !settings) return;
    setFormError(null);
    if (!terms) {
      setErrors({ terms: t('register.termsRequired') });
      return;
    }
    const found = validateAll(settings);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    setSubmitting(true);
    try {
      const affiliateShown = rule('affiliateCode').shown;
      const affiliateCode = affiliateShown ? values.affiliateCode.trim() : affiliate.urlInfo.code;
      if (affiliateCode && !(affiliate.state === 'verified' && affiliateCode === affiliate.urlInfo.code)) {
        const valid = await callApi(api.affiliateCheck, { code: affiliateCode, domain: affiliate.urlInfo.domain }).then(
          () => true,
          () => false,
        );
        if (!valid) {
          setSubmitting(false);
          await showDialog({ message: { key: 'register.invitation_code_error', ns: HOST_NS } });
          return;
        }
      }
      const shown = (name: FieldName) => rule(name).shown;
      const user = registrationUser(values, shown, dialingCode);
      const request: api.RegisterRequest = {
        ...user,
        ...(affiliateCode ? { affiliateCode } : {}),
        ...(captchaOn ? { captcha: values.captcha.trim() } : {}),
        ...(shown('mobileNum') && dialingCode ? { countryDialingCode: dialingCode } : {}),
        ...(affiliate.referralCode ? { referralCode: affiliate.referralCode } : {}),
        domain: affiliate.urlInfo.domain,
        registerUrl: window.location.href,
        registerMethod: 'WEB',
        login: true,
        ...(await getHumanVerification()),
      };
      const result = await callApi(type === 'registerMobile' ? api.registerMobile : api.register, request);
      startSession(result);
      await loadMemberInfo();
      void refreshBalance();
      closeAccountModals();
      navigate('/');
    } catch (error) {
      setSubmitting(false);
      const failure = fieldFailure(error);
      if (failure?.key === 'invitation_code_error') {
        void showDialog({ message: { key: 'register.invitation_code_error', ns: HOST_NS } });
      } else if (failure && rule(failure.field as FieldName).shown) {
        // A rule the client knows is shown in the language on screen; otherwise the server's own words.
        const known = i18n.exists(failure.key, { ns: [HOST_NS, 'shared'] });
        setErrors({ [failure.field]: known ? { key: failure.key, params: failure.params } : isApiError(error) ? error.message : failure.key });
        focusFirstError();
      } else setFormError(errorMessage(error));
      // A captcha answer is single use.
      if (captchaOn) {
        captcha.reload();
        setValues((current) => ({ ...current, captcha: '' }));
      }
    }
  };

  const onReset = () => {
    setValues(emptyValues());
    setErrors({});
    setFormError(null);
    setTerms(true);
  };

  const checkMobile = (): boolean => {
    // The field's own check (the mobile rule, then the operator's setting), the number required.
    const error = settings ? validateRegisterField('mobileNum', values, settings, { shown: true, forced: true }, dialingCode) : validateMobile(values.mobileNum, dialingCode);
    setErrors((current) => ({ ...current, mobileNum: error }));
    return !error;
  };
  const sendSms = async () =>
    callApi(api.smsRegisterCode, { mobileNo: normalizeMobile(values.mobileNum, dialingCode), countryDialingCode: dialingCode, ...(await getHumanVerification()) });

  if (!ready) {
    return (
      <div className={`reg reg--${layout} reg--loading`} aria-busy="true">
        {settingsQuery.error ? (
          <>
            <FormAlert>{settingsQuery.error.message}</FormAlert>
            <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={settingsQuery.reload}>
              {t('common.retry')}
            </button>
          </>
        ) : (
          <p className="reg__loading">{t('common.loading')}</p>
        )}
      </div>
    );
  }

  const renderField = (name: FieldName) => {
    const { shown, forced } = rule(name);
    if (!shown) return null;
    const setting = settings[name];
    const required = forced || setting?.required === true;
    if (name === 'captcha') {
      return (
        <CaptchaField
          key={name}
          captcha={captcha}
          value={values.captcha}
          onChange={setValue('captcha')}
          error={errors.captcha}
          required={required}
          maxLength={fieldMaxLength('captcha', settings)}
        />
      );
    }
    // The help text states the server's length for the field (spec 1 §5), never fixed numbers.
    const helpText = () => {
      const length = helpLength(name, settings);
      return t(`register.help.${name}`, { length: t(length.key, length.params) });
    };
    return (
      <TextField
        key={name}
        label={t(`register.fields.${name}`)}
        value={values[name]}
        onChange={setValue(name)}
        error={errors[name]}
        help={FIELDS_WITH_HELP.has(name) ? helpText() : undefined}
        required={required}
        maxLength={fieldMaxLength(name, settings)}
        {...FIELD_INPUTS[name]}
        leading={name === 'mobileNum' ? <CountryPicker value={dialingCode} onChange={setDialingCode} /> : undefined}
        addon={name === 'verificationCode' ? <SmsCodeButton validate={checkMobile} send={sendSms} /> : undefined}
      />
    );
  };

  return (
    <form
      ref={formRef}
      className={`reg reg--${layout}`}
      aria-label={t('register.form')}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-busy={submitting || undefined}
    >
      {types.length > 1 && (
        <ChoiceGroup
          label={t('register.type')}
          value={type}
          onChange={(next) => {
            setChosenType(next);
            setErrors({});
            setFormError(null);
          }}
          options={[
            { value: 'register', label: t('register.typeUsername') },
            { value: 'registerMobile', label: t('register.typeMobile') },
          ]}
        />
      )}
      <div className="reg__fields">{FIELD_ORDER.map(renderField)}</div>
      <div className="reg__terms">
        <label className="acc-check">
          <input
            type="checkbox"
            checked={terms}
            onChange={(event) => {
              setTerms(event.target.checked);
              if (event.target.checked) setErrors((current) => ({ ...current, terms: null }));
            }}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? termsErrorId : undefined}
          />
          <span>{t('register.terms')}</span>
        </label>{' '}
        <Link to="/help#term" onClick={() => closeAccountModals()}>
          {t('register.termsLink')}
        </Link>
        {errors.terms && (
          <p id={termsErrorId} className="acc-field__error">
            {typeof errors.terms === 'string' ? errors.terms : t(errors.terms.key, errors.terms.params)}
          </p>
        )}
      </div>
      {formError && <FormAlert>{typeof formError === 'string' ? formError : t(formError.key)}</FormAlert>}
      <div className="reg__actions">
        <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={onReset} disabled={submitting}>
          {t('register.reset')}
        </button>
        <button type="submit" className={buttonClassName({ variant: 'primary' })} disabled={submitting}>
          {submitting ? t('register.submitting') : t('register.submit')}
        </button>
      </div>
    </form>
  );
}
