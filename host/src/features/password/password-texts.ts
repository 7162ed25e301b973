// The password forms' texts (forgot, change): with those forms' chunks; the change popup's title and
// reason stay in the host's texts (AccountOverlays shows them). Imported for its effect.
import { addHostTexts } from '../../i18n/page-texts';

addHostTexts({
  es: {
    password: {
      forgotForm: 'Recuperar contraseña',
      recoveryType: 'Recuperar por',
      byEmail: 'Correo electrónico',
      byPhone: 'Teléfono',
      emailHint: 'Le enviaremos una contraseña temporal al correo de su cuenta.',
      email: 'Correo electrónico',
      newPassword: 'Nueva contraseña',
      confirmPassword: 'Confirmar nueva contraseña',
      oldPassword: 'Contraseña actual',
      sendEmail: 'Enviar',
      reset: 'Restablecer contraseña',
      sending: 'Enviando…',
      emailSent: 'Se ha enviado el correo. Revise su bandeja de entrada.',
      resetThenLogIn: 'Su contraseña se ha cambiado. Inicie sesión con la nueva contraseña.',
      changeForm: 'Cambiar contraseña',
      save: 'Guardar',
      saving: 'Guardando…',
    },
  },
  en: {
    password: {
      forgotForm: 'Password recovery',
      recoveryType: 'Recover by',
      byEmail: 'E-mail',
      byPhone: 'Phone',
      emailHint: 'We will send a temporary password to the e-mail of your account.',
      email: 'E-mail',
      newPassword: 'New password',
      confirmPassword: 'Confirm new password',
      oldPassword: 'Current password',
      sendEmail: 'Send',
      reset: 'Reset password',
      sending: 'Sending…',
      emailSent: 'The e-mail has been sent. Please check your inbox.',
      resetThenLogIn: 'Your password has been changed. Please log in with the new password.',
      changeForm: 'Change password',
      save: 'Save',
      saving: 'Saving…',
    },
  },
});
