import { api, Button, callApi, isApiError, ApiError, useApi, useTranslation } from '@suite/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/TextField';
import { REGISTER_NS, registerRegisterTranslations } from '../i18n';
import { checkRegisterValues, NICKNAME_MAX, refusedField, type RegisterField, type RegisterValues } from '../register-rules';

registerRegisterTranslations();

type Kind = api.RegisterDownlineRequest['kind'];
const KINDS: readonly Kind[] = ['member', 'agent'];
const EMPTY: RegisterValues = { account: '', password: '', confirmPassword: '', nickname: '' };

/**
 * Register account (agentRegister): a direct downline, member or agent, with an initial password it
 * must change at its first login (api.registerDownline, encrypted by the client). Rules are checked
 * here first; a refusal naming a field shows under it, any other above the button. What was typed is
 * kept until the account exists.
 */
export default function RegisterAccountPage() {
  const { t } = useTranslation(REGISTER_NS);
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  // The operator's account/password settings: stricter rules when they arrive, never waited for.
  const settings = useApi(api.registerSettings, undefined).data;
  const [values, setValues] = useState(EMPTY);
  const [kind, setKind] = useState<Kind>('member');
  const [errors, setErrors] = useState<Partial<Record<RegisterField, string>>>({});
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<api.RegisterDownlineResult | null>(null);
  const [refused, setRefused] = useState(0);

  // After a refused submit, the first field in error takes focus (its message is its description).
  useEffect(() => {
    if (refused > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);

  const set = (field: RegisterField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    setDone(null);
    const checks = checkRegisterValues(values, settings);
    const next = Object.fromEntries(
      Object.entries(checks).map(([field, result]) => [
        field,
        !result ? undefined : result === 'nicknameTooLong' ? t('nicknameTooLong', { max: NICKNAME_MAX }) : t(result.key, result.params),
      ]),
    ) as Partial<Record<RegisterField, string>>;
    setErrors(next);
    if (Object.values(next).some(Boolean)) {
      setRefused((count) => count + 1);
      return;
    }
    setPending(true);
    const nickname = values.nickname.trim();
    try {
      const result = await callApi(api.registerDownline, {
        account: values.account.trim(),
        password: values.password,
        kind,
        ...(nickname ? { nickname } : {}),
      });
      setDone(result);
      setValues(EMPTY);
      setKind('member');
    } catch (caught) {
      const error = isApiError(caught) ? caught : new ApiError('unknown', { cause: caught });
      const field = refusedField(error.value);
      if (field) {
        setErrors({ [field]: error.message });
        setRefused((count) => count + 1);
      } else setFailure(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="agt-stack">
      {done && (
        <section className="agt-callout agt-callout--success" role="status" aria-labelledby={`${titleId}-done`}>
          <h2 id={`${titleId}-done`}>{t('done.title')}</h2>
          <p>{t(`done.${done.kind}`, { account: done.account })}</p>
          {done.mustChangePassword && <p>{t('done.mustChange')}</p>}
        </section>
      )}
      <h2 id={titleId} className="agt-section-title">
        {t('formTitle')}
      </h2>
      <p className="agt-muted">{t('intro')}</p>
      <form ref={form} className="agt-form" aria-labelledby={titleId} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('account')}
          value={values.account}
          onChange={set('account')}
          error={errors.account}
          hint={t('accountHint')}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
        />
        <TextField
          label={t('password')}
          type="password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          hint={t('passwordHint')}
          autoComplete="new-password"
        />
        <TextField
          label={t('confirmPassword')}
          type="password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={errors.confirmPassword}
          autoComplete="new-password"
        />
        <fieldset className="agt-choices">
          <legend>{t('kind')}</legend>
          {KINDS.map((option) => (
            <label key={option} className="agt-choice">
              <input type="radio" name="kind" value={option} checked={kind === option} onChange={() => setKind(option)} />
              {t(`kinds.${option}`)}
            </label>
          ))}
        </fieldset>
        <TextField
          label={t('nickname')}
          value={values.nickname}
          onChange={set('nickname')}
          error={errors.nickname}
          hint={t('nicknameHint', { max: NICKNAME_MAX })}
          autoComplete="off"
        />
        {failure && (
          <p className="agt-callout agt-callout--error" role="alert">
            <strong>{t('failed')}</strong> {failure.message}
          </p>
        )}
        <div className="agt-form__actions">
          <Button type="submit" loading={pending}>
            {t('submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
