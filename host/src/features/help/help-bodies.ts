// The built-in help texts' paragraphs (spec 1 §5, help.sections.<id>.body): only the help pages show
// them, so they load with those pages instead of with every page (docs/performance.md, "Host first
// load"). The section titles stay in the host's texts: the footer links to each section.
// Imported for its effect.
import { addHostTexts } from '../../i18n/page-texts';

const helpBodiesEs = {
  sections: {
    about: {
      body: [
        'Ofrecemos tragamonedas, casino en vivo, pesca, juegos de cartas, deportes, e-sports, loterías y peleas de gallos en un solo sitio, en español e inglés.',
        'Nuestros productos funcionan con proveedores certificados y auditados de forma independiente.',
      ],
    },
    account: {
      body: [
        'Nombre de usuario: de 2 a 15 caracteres, empieza por una letra y solo usa letras, números y guiones bajos.',
        'Contraseña: más de 6 caracteres, con letras y números.',
        'Nombre completo: en mayúsculas, sin acentos, y debe coincidir con el titular de su cuenta bancaria.',
        'Puede registrarse con un nombre de usuario o con su número de móvil, según lo que ofrezca el sitio.',
      ],
    },
    term: {
      body: [
        'Para usar el sitio debe ser mayor de edad según la ley de su país y tener al menos 18 años.',
        'Cada persona puede tener una sola cuenta. La información que facilite debe ser verdadera y estar actualizada.',
        'Usted es responsable de mantener en secreto su contraseña. Toda actividad realizada con su cuenta se considera suya.',
        'Podemos suspender una cuenta ante indicios de fraude, abuso de promociones o uso de herramientas automatizadas.',
        'Las apuestas confirmadas no pueden anularse salvo error evidente del sistema o del proveedor.',
      ],
    },
    privacy: {
      body: [
        'Usamos sus datos solo para gestionar su cuenta, procesar pagos, cumplir la ley y proteger el sitio frente al fraude.',
        'Nunca vendemos sus datos. Puede pedir una copia o la corrección de sus datos a atención al cliente.',
      ],
    },
    responsible: {
      body: [
        'Juegue solo con dinero que pueda permitirse perder y fije límites de tiempo y de gasto.',
        'Si el juego deja de ser una diversión, pida a atención al cliente una pausa o la autoexclusión de su cuenta.',
      ],
    },
    payments: {
      body: [
        'Los depósitos se acreditan en cuanto el método de pago los confirma. Los retiros se envían a la cuenta a nombre del titular.',
        'Puede seguir cada operación en el registro de cuenta del centro de miembros.',
      ],
    },
    faq: {
      body: [
        '¿Olvidó su contraseña? Use «¿Olvidó su contraseña?» en la página de inicio de sesión para recuperarla por correo o por móvil.',
        '¿No ve un juego? Algunos juegos solo están disponibles en ciertas regiones o dispositivos.',
      ],
    },
    contact: {
      body: ['Atención al cliente está disponible las 24 horas por chat en vivo desde el botón del menú lateral.'],
    },
  },
};

const helpBodiesEn = {
  sections: {
    about: {
      body: [
        'We offer slots, live casino, fishing, card games, sports, esports, lotteries and cockfighting in one place, in Spanish and English.',
        'Our products run on certified providers that are independently audited.',
      ],
    },
    account: {
      body: [
        'Username: 2 to 15 characters, starting with a letter, using only letters, digits and underscores.',
        'Password: more than 6 characters, with letters and numbers.',
        'Full name: in capitals, without accents, and matching the holder of your bank account.',
        'You can register with a username or with your mobile number, depending on what the site offers.',
      ],
    },
    term: {
      body: [
        'To use the site you must be of legal age in your country and at least 18 years old.',
        'Each person may hold one account only. The information you give must be true and kept up to date.',
        'You are responsible for keeping your password secret. All activity on your account is considered yours.',
        'We may suspend an account on signs of fraud, bonus abuse or the use of automated tools.',
        'Confirmed bets cannot be cancelled except for an obvious system or provider error.',
      ],
    },
    privacy: {
      body: [
        'We use your data only to run your account, process payments, comply with the law and protect the site from fraud.',
        'We never sell your data. You can ask customer service for a copy or a correction of your data.',
      ],
    },
    responsible: {
      body: [
        'Only play with money you can afford to lose, and set limits on your time and spending.',
        'If gaming stops being fun, ask customer service for a break or to self-exclude your account.',
      ],
    },
    payments: {
      body: [
        'Deposits are credited as soon as the payment method confirms them. Withdrawals go to an account in the holder’s name.',
        'You can follow every transaction in the account record of the member centre.',
      ],
    },
    faq: {
      body: [
        'Forgot your password? Use “Forgot password?” on the login page to recover it by e-mail or by mobile.',
        'Cannot find a game? Some games are only available in certain regions or on certain devices.',
      ],
    },
    contact: {
      body: ['Customer service is available 24 hours a day by live chat from the button in the side menu.'],
    },
  },
};

addHostTexts({ es: { help: helpBodiesEs }, en: { help: helpBodiesEn } });
