import { api, buttonClassName, loadMemberInfo, toast, useTranslation, validateConfirm, validateRequired, type ValidationResult } from '@suite/shared';
import { useState, type FormEvent } from 'react';
import { refusedField, useAction } from '../hooks/use-action';
import { SECURITY_NS } from '../i18n';
import { PASSWORD_MAX_LENGTH, validateNewPassword } from '../password-rule';
import { ActionError } from './FormNotices';
import { TextField } from '../../../components/TextField';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';
const EMPTY: Record<Field, string> = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

/**
 * Change password (spec 1 §3-§5): old password, a new one passing the registration password rule
 * (the server's setting when it gives one), the confirmation. The call is encrypted (E flag) by the
 * shared client. On success the login info is reloaded and the server has ended the other sessions.
 */
export function ChangePasswordSection({ passwordSetting, onChanged }: { passwordSetting: api.RegisterFieldSetting | undefined; onChanged: () => void }) {
  const { t } = useTranslation(SECURITY_NS);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const action = useAction(api.changePassword);

  const message = (result: ValidationResult): string | undefined => (result ? t(result.key, result.params) : undefined);
  const tooLong = (value: string) => ([...value].length > PASSWORD_MAX_LENGTH ? t('password.tooLong', { max: PASSWORD_MAX_LENGTH }) : undefined);

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      oldPassword: tooLong(values.oldPassword) ?? message(validateRequired(values.oldPassword)),
      newPassword: tooLong(values.newPassword) ?? message(validateNewPassword(values.newPassword, passwordSetting)),
      confirmNewPassword: message(validateConfirm(values.confirmNewPassword, values.newPassword)),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    const outcome = await action.run(values);
    if (!outcome.ok) {
      const field = refusedField(outcome.error);
      if (field === 'oldPassword' || field === 'newPassword' || field === 'confirmNewPassword') setErrors({ [field]: outcome.error.message });
      return;
    }
    setValues(EMPTY);
    toast.success(t('password.done'));
    await loadMemberInfo();
    onChanged();
  };

  // A refusal naming a field shows under it; any other shows above the button.
  const formError = action.error && !refusedField(action.error) ? action.error : undefined;
  return (
    <section className="mem-sec-panel" aria-labelledby="mem-sec-password-title">
      <h2 id="mem-sec-password-title" className="mem-sec-panel__title">
        {t('password.title')}
      </h2>
      <form className="mem-sec-form" aria-labelledby="mem-sec-password-title" onSubmit={(event) => void submit(event)} noValidate>
        <TextField label={t('password.old')} type="password" autoComplete="current-password" value={values.oldPassword} onChange={set('oldPassword')} error={errors.oldPassword} />
        <TextField
          label={t('password.new')}
          type="password"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={set('newPassword')}
          error={errors.newPassword}
          hint={t('password.rule')}
        />
        <TextField
          label={t('password.confirm')}
          type="password"
          autoComplete="new-password"
          value={values.confirmNewPassword}
          onChange={set('confirmNewPassword')}
          error={errors.confirmNewPassword}
        />
        <ActionError error={formError} />
        <div className="mem-sec-actions">
          <button type="submit" className={buttonClassName()} disabled={action.pending} aria-busy={action.pending || undefined}>
            {action.pending ? t('password.saving') : t('password.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
