import { buttonClassName, api, callApi, closeAccountModals, loadMemberInfo, refreshBalance, setAfterLoginModal, useTranslation, validateConfirm, validatePassword, validateRequired, type ValidationError } from '@suite/shared';
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@suite/shared';
import { HOST_NS } from '../../../i18n';
import { FormAlert } from '../../auth/components/FormAlert';
import { TextField } from '../../auth/components/TextField';
import { useLogout } from '../../auth/hooks/use-logout';
import { errorMessage } from '../../auth/login-failure';
import { passwordChangeDone } from '../../session/password-change-gate';
import { fieldRefusal } from '../field-refusal';
import { NewPasswordFields, PASSWORD_INPUT_MAX } from './NewPasswordFields';
import './password.css';
import '../password-texts';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';
type Errors = Partial<Record<Field, ValidationError | string | null>>;
const FIELDS: readonly string[] = ['oldPassword', 'newPassword', 'confirmNewPassword'];

export interface ChangePasswordFormProps {
  /** The password just used to log in; when given the old password is not asked again (spec 1 §5). */
  cachedPassword?: string;
  /** Why the change is asked for (weak default or expired password). */
  reason?: string;
  /**
   * The session is held to this change (issue 26 #12): once done it is free again, and the session
   * bootstrap loads the member's info, balance and counts.
   */
  /** A change the server holds the session to: no way around it but a "Sign out" button. */
  mandatory?: boolean;
}

/**
 * Change password (spec 1 §4/§5): old password only when none is cached, the new one must pass the
 * password rule, the confirmation must equal it. Success reloads the login info, closes and goes to /.
 */
export function ChangePasswordForm({ cachedPassword, reason, mandatory = false }: ChangePasswordFormProps) {
  // Here, in the form's own chunk, rather than in the overlays every page loads (docs/performance.md).
  const logout = useLogout();
  const { t, i18n } = useTranslation(HOST_NS);
  const navigate = useNavigate();
  const askOld = !cachedPassword;
  const [values, setValues] = useState<Record<Field, string>>({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | { key: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: null }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    const next: Errors = {
      oldPassword: askOld ? validateRequired(values.oldPassword) : null,
      newPassword: validatePassword(values.newPassword),
      confirmNewPassword: validateConfirm(values.confirmNewPassword, values.newPassword),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setSubmitting(true);
    try {
      await callApi(api.changePassword, {
        oldPassword: askOld ? values.oldPassword : (cachedPassword ?? ''),
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
      if (mandatory) passwordChangeDone();
      else {
        await loadMemberInfo();
        void refreshBalance();
      }
      setAfterLoginModal(true);
      closeAccountModals();
      navigate('/');
    } catch (error) {
      setSubmitting(false);
      // A refusal naming a field (a too common new password, a wrong old one) shows under it.
      const refused = fieldRefusal(error, (key) => i18n.exists(key, { ns: [HOST_NS, 'shared'] }));
      const field = refused && FIELDS.includes(refused.field) && (askOld || refused.field !== 'oldPassword') ? (refused.field as Field) : null;
      if (refused && field) setErrors({ [field]: refused.error });
      else setFormError(errorMessage(error));
    }
  };

  return (
    <form className="pwd" aria-label={t('password.changeForm')} onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={submitting || undefined}>
      {reason && <p className="pwd__hint">{reason}</p>}
      {askOld && (
        <TextField
          label={t('password.oldPassword')}
          type="password"
          value={values.oldPassword}
          onChange={set('oldPassword')}
          error={errors.oldPassword}
          autoComplete="current-password"
          maxLength={PASSWORD_INPUT_MAX}
          required
        />
      )}
      <NewPasswordFields
        password={values.newPassword}
        confirmation={values.confirmNewPassword}
        onPassword={set('newPassword')}
        onConfirmation={set('confirmNewPassword')}
        passwordError={errors.newPassword}
        confirmationError={errors.confirmNewPassword}
      />
      {formError && <FormAlert>{typeof formError === 'string' ? formError : t(formError.key)}</FormAlert>}
      <button type="submit" className={buttonClassName({ variant: 'primary' })} disabled={submitting}>
        {submitting ? t('password.saving') : t('password.save')}
      </button>
      {mandatory && (
        <button type="button" className={buttonClassName({ variant: 'ghost' })} onClick={() => void logout()} disabled={submitting}>
          {t('auth.logout')}
        </button>
      )}
    </form>
  );
}
