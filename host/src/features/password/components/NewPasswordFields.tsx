import { useTranslation, type ValidationError } from '@suite/shared';
import { HOST_NS } from '../../../i18n';
import { TextField } from '../../auth/components/TextField';
import { PASSWORD_HELP_LENGTH } from '../../register/register-fields';
import '../../register/register-texts';
import '../password-texts';

/** The longest password the server's password calls accept (passphrases with spaces are welcome). */
export const PASSWORD_INPUT_MAX = 128;

export interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  passwordError?: ValidationError | string | null;
  confirmationError?: ValidationError | string | null;
}

/** New password and its confirmation, with the password rule as help (change and phone-reset forms). */
export function NewPasswordFields({ password, confirmation, onPassword, onConfirmation, passwordError, confirmationError }: NewPasswordFieldsProps) {
  const { t } = useTranslation(HOST_NS);
  // The rule's length, as the registration form states it (no operator setting here: the floor).
  const length = PASSWORD_HELP_LENGTH;
  return (
    <>
      <TextField
        label={t('password.newPassword')}
        type="password"
        value={password}
        onChange={onPassword}
        error={passwordError}
        help={t('register.help.password', { length: t(length.key, length.params) })}
        autoComplete="new-password"
        maxLength={PASSWORD_INPUT_MAX}
        required
      />
      <TextField
        label={t('password.confirmPassword')}
        type="password"
        value={confirmation}
        onChange={onConfirmation}
        error={confirmationError}
        autoComplete="new-password"
        maxLength={PASSWORD_INPUT_MAX}
        required
      />
    </>
  );
}
