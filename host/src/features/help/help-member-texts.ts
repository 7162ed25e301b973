// The help pages' own texts (the member help topics, the contents label): with those pages' chunks;
// the section titles stay in the host's texts (the footer links to them). Imported for its effect.
import { addHostTexts } from '../../i18n/page-texts';

addHostTexts({
  es: {
    help: {
      contents: 'Contenido de la ayuda',
      member: {
        securityCenter: {
          title: 'Mi cuenta',
          body: 'Consulte sus datos, cambie la contraseña y vincule su móvil y su correo para proteger la cuenta.',
        },
        deposit: {
          title: 'Depósito',
          body: 'Elija un método de pago, indique el importe y siga las instrucciones. El saldo se actualiza al confirmarse el pago.',
        },
        withdraw: {
          title: 'Retiro',
          body: 'Los retiros se envían a la cuenta bancaria a nombre del titular y requieren la contraseña de retiro.',
        },
        records: {
          title: 'Registros',
          body: 'El registro de apuestas y el registro de cuenta muestran cada apuesta y cada movimiento con su fecha y estado.',
        },
        rewards: {
          title: 'Recompensas',
          body: 'En el centro de recompensas encontrará los bonos disponibles y el detalle de los ya recibidos.',
        },
      },
    },
  },
  en: {
    help: {
      contents: 'Help contents',
      member: {
        securityCenter: {
          title: 'My account',
          body: 'See your details, change your password and link your mobile and e-mail to protect your account.',
        },
        deposit: {
          title: 'Deposit',
          body: 'Choose a payment method, enter the amount and follow the instructions. Your balance updates once the payment is confirmed.',
        },
        withdraw: {
          title: 'Withdrawal',
          body: 'Withdrawals go to a bank account in the holder’s name and need your withdrawal password.',
        },
        records: {
          title: 'Records',
          body: 'The betting record and the account record list every bet and every transaction with its date and status.',
        },
        rewards: {
          title: 'Rewards',
          body: 'The reward centre lists the bonuses available to you and the details of those you have received.',
        },
      },
    },
  },
});
