// Texts of the account parts that load on demand (SMS code button, captcha, new-IP check, the login
// page's terms, the member panel and balance): with those parts' chunks, not with every page.
// Imported for its effect.
import { addHostTexts } from '../../i18n/page-texts';

addHostTexts({
  es: {
    auth: {
      return: {
        lead: 'Su autoexclusión terminó. Puede pedir volver: su cuenta se abrirá 24 horas después de pedirlo.',
        ask: 'Pedir volver',
        asked: 'Solicitud recibida: su cuenta se abre el {{at}}. Entonces podrá iniciar sesión.',
      },
      smsSend: 'Enviar código',
      smsResend: 'Reenviar en {{seconds}} s',
      captcha: 'Código de verificación',
      captchaImage: 'Imagen del código de verificación',
      captchaRefresh: 'Cambiar la imagen del código',
      terms: 'Términos de uso',
      accountMenu: 'Menú de la cuenta {{account}}',
      balance: 'Saldo',
      balanceLoading: 'Cargando saldo',
      balanceUnavailable: 'No disponible',
      hideBalance: 'Ocultar saldo',
      refreshBalance: 'Actualizar saldo',
      newIp: {
        form: 'Verificar el inicio de sesión',
        lead: 'Está iniciando sesión desde una dirección IP nueva. Para proteger su cuenta, verifíquela con un código.',
        channel: 'Enviar el código a',
        mobile: 'SMS al {{target}}',
        email: 'Correo a {{target}}',
        code: 'Código recibido',
        codeInvalid: 'Introduzca el código de 6 dígitos',
        sent: 'Código enviado. Caduca en {{minutes}} minutos.',
        verify: 'Verificar',
        verifying: 'Verificando…',
        back: 'Volver',
      },
    },
  },
  en: {
    auth: {
      return: {
        lead: 'Your self-exclusion is over. You can ask to return: your account opens 24 hours after you ask.',
        ask: 'Ask to return',
        asked: 'Request received: your account opens on {{at}}. You can log in from then.',
      },
      smsSend: 'Send code',
      smsResend: 'Resend in {{seconds}} s',
      captcha: 'Verification code',
      captchaImage: 'Verification code image',
      captchaRefresh: 'New verification code image',
      terms: 'Terms of use',
      accountMenu: 'Account menu {{account}}',
      balance: 'Balance',
      balanceLoading: 'Loading balance',
      balanceUnavailable: 'Unavailable',
      hideBalance: 'Hide balance',
      refreshBalance: 'Refresh balance',
      newIp: {
        form: 'Verify the login',
        lead: 'You are logging in from a new IP address. To protect your account, please verify it with a code.',
        channel: 'Send the code to',
        mobile: 'SMS to {{target}}',
        email: 'E-mail to {{target}}',
        code: 'Code received',
        codeInvalid: 'Enter the 6-digit code',
        sent: 'Code sent. It expires in {{minutes}} minutes.',
        verify: 'Verify',
        verifying: 'Verifying…',
        back: 'Back',
      },
    },
  },
});
