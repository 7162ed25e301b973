/**
 * First-start data of the help center and the country picker (spec 1 §7): help sections in
 * Spanish and English, and the dialing codes offered when a player enters a mobile number.
 */
import type { Queryable } from '../db/database';

export interface HelpSectionSeed {
  /** Anchor of the section: the host opens /help#<id> (`term` is the terms of use). */
  id: string;
  titleEs: string;
  titleEn: string;
  contentEs: string;
  contentEn: string;
}

const html = (...lines: string[]): string => lines.join('');

/** In the order the help page lists them; the ids are the host's built-in ones. */
export const HELP_SECTIONS_SEED: readonly HelpSectionSeed[] = [
  {
    id: 'about',
    titleEs: 'Quiénes somos',
    titleEn: 'About us',
    contentEs: html(
      '<p>Suite reúne tragamonedas, casino en vivo, pesca, juegos de cartas, deportes, esports, loterías y peleas de gallos en un solo sitio, en español y en inglés.</p>',
      '<p>Todos los juegos vienen de proveedores certificados y auditados de forma independiente. Los resultados de las loterías se publican en la página de cada lotería.</p>',
    ),
    contentEn: html(
      '<p>Suite brings slots, live casino, fishing, card games, sports, esports, lotteries and cockfighting together in one place, in Spanish and English.</p>',
      '<p>Every game comes from certified providers that are independently audited. Lottery results are published on each lottery’s page.</p>',
    ),
  },
  {
    id: 'account',
    titleEs: 'Registro y cuenta',
    titleEn: 'Registration and account',
    contentEs: html(
      '<p>Puedes registrarte con un nombre de usuario o con tu número de móvil, según lo que ofrezca el sitio. Al terminar el registro entras directamente en tu cuenta.</p>',
      '<ul>',
      '<li><strong>Nombre de usuario:</strong> de 2 a 15 caracteres; empieza por una letra y usa solo letras, dígitos y guiones bajos (_).</li>',
      '<li><strong>Contraseña:</strong> más de 6 caracteres, con letras y números y sin espacios.</li>',
      '<li><strong>Nombre completo:</strong> en mayúsculas y sin acentos, exactamente igual que el titular de tu cuenta bancaria (por ejemplo, JUAN PEREZ). Los retiros solo se pagan a cuentas a ese nombre.</li>',
      '<li><strong>Móvil:</strong> elige el prefijo de tu país y escribe el número sin el prefijo. El código SMS caduca a los 5 minutos.</li>',
      '</ul>',
      '<p>En <em>Mi cuenta</em> puedes ver tus datos, cambiar la contraseña y vincular tu móvil y tu correo electrónico. Si olvidas la contraseña, usa «¿Olvidó su contraseña?» en la página de inicio de sesión para recuperarla por correo o por SMS.</p>',
    ),
    contentEn: html(
      '<p>You can register with a username or with your mobile number, depending on what the site offers. Once registered you are logged in straight away.</p>',
      '<ul>',
      '<li><strong>Username:</strong> 2 to 15 characters; it starts with a letter and uses only letters, digits and underscores (_).</li>',
      '<li><strong>Password:</strong> more than 6 characters, with letters and numbers and no spaces.</li>',
      '<li><strong>Full name:</strong> in capitals and without accents, exactly as the holder of your bank account (for example, JUAN PEREZ). Withdrawals are only paid to accounts in that name.</li>',
      '<li><strong>Mobile:</strong> choose your country’s dialing code and type the number without it. The SMS code expires after 5 minutes.</li>',
      '</ul>',
      '<p>In <em>My account</em> you can see your details, change your password and link your mobile and e-mail. If you forget your password, use “Forgot your password?” on the login page to recover it by e-mail or by SMS.</p>',
    ),
  },
  {
    id: 'term',
    titleEs: 'Términos de uso',
    titleEn: 'Terms of use',
    contentEs: html(
      '<ol>',
      '<li>Para usar el sitio debes tener al menos 18 años y la mayoría de edad legal de tu país, y el juego en línea debe estar permitido donde te encuentres.</li>',
      '<li>Cada persona puede tener una sola cuenta. Los datos que facilites deben ser verdaderos y mantenerse al día; el nombre completo debe coincidir con el de tu cuenta bancaria.</li>',
      '<li>Eres responsable de mantener en secreto tu contraseña y tu contraseña de retiro. Toda la actividad de tu cuenta se considera tuya.</li>',
      '<li>Podemos pedirte que verifiques tu identidad antes de pagar un retiro, y suspender una cuenta ante indicios de fraude, abuso de bonos, cuentas duplicadas o uso de herramientas automatizadas.</li>',
      '<li>Las apuestas confirmadas no se pueden anular, salvo por un error evidente del sistema o del proveedor del juego; en ese caso se devuelve el importe apostado.</li>',
      '<li>Cada promoción tiene sus propias condiciones, que se muestran en la página de la promoción.</li>',
      '<li>Podemos modificar estos términos; los cambios se anuncian en el sitio y se aplican desde su publicación.</li>',
      '</ol>',
    ),
    contentEn: html(
      '<ol>',
      '<li>To use the site you must be at least 18 and of legal age in your country, and online gaming must be allowed where you are.</li>',
      '<li>Each person may hold one account only. The information you give must be true and kept up to date; your full name must match your bank account’s.</li>',
      '<li>You are responsible for keeping your password and your withdrawal password secret. All activity on your account is considered yours.</li>',
      '<li>We may ask you to verify your identity before paying a withdrawal, and suspend an account on signs of fraud, bonus abuse, duplicate accounts or the use of automated tools.</li>',
      '<li>Confirmed bets cannot be cancelled except for an obvious system or game-provider error, in which case the stake is returned.</li>',
      '<li>Every promotion has its own conditions, shown on the promotion’s page.</li>',
      '<li>We may change these terms; changes are announced on the site and apply from their publication.</li>',
      '</ol>',
    ),
  },
  {
    id: 'privacy',
    titleEs: 'Privacidad',
    titleEn: 'Privacy',
    contentEs: html(
      '<p>Usamos tus datos solo para gestionar tu cuenta, procesar pagos, cumplir la ley y proteger el sitio contra el fraude.</p>',
      '<ul>',
      '<li>Nunca vendemos tus datos. Solo los compartimos con los proveedores de pago y de juegos cuando hace falta para darte el servicio.</li>',
      '<li>Tu contraseña se guarda cifrada: nadie, tampoco nuestro servicio de atención, puede verla. Nunca te la pediremos.</li>',
      '<li>Puedes pedir al servicio de atención una copia de tus datos o su corrección.</li>',
      '</ul>',
    ),
    contentEn: html(
      '<p>We use your data only to run your account, process payments, comply with the law and protect the site from fraud.</p>',
      '<ul>',
      '<li>We never sell your data. We share it with payment and game providers only when needed to serve you.</li>',
      '<li>Your password is stored hashed: nobody, customer service included, can see it. We will never ask you for it.</li>',
      '<li>You can ask customer service for a copy or a correction of your data.</li>',
      '</ul>',
    ),
  },
  {
    id: 'responsible',
    titleEs: 'Juego responsable',
    titleEn: 'Responsible gaming',
    contentEs: html(
      '<p>El juego es entretenimiento, no una forma de ganar dinero. Solo mayores de 18 años.</p>',
      '<ul>',
      '<li>Juega solo con dinero que puedas permitirte perder y decide antes cuánto tiempo y cuánto dinero vas a dedicar.</li>',
      '<li>No intentes recuperar lo perdido apostando más.</li>',
      '<li>Haz pausas; consulta tus registros de apuestas y de cuenta para saber cuánto has jugado.</li>',
      '<li>En <em>Juego más seguro</em> (menú de tu cuenta) fija tú mismo límites de depósito, de pérdidas y de apuestas por 24 horas, 7 o 30 días, un aviso de realidad mientras juegas, una pausa de 24 horas a 6 semanas o la autoexclusión de 6 meses a 5 años. Bajar un límite rige al momento; subirlo o quitarlo, 24 horas después y con tu confirmación.</li>',
      '<li>Tu actividad de los últimos 12 meses (depósitos, retiros, apuestas, premios) está en la misma página, descargable en CSV.</li>',
      '</ul>',
    ),
    contentEn: html(
      '<p>Gaming is entertainment, not a way to make money. Over 18s only.</p>',
      '<ul>',
      '<li>Only play with money you can afford to lose, and decide beforehand how much time and money you will spend.</li>',
      '<li>Do not chase your losses by betting more.</li>',
      '<li>Take breaks; check your betting and account records to see how much you have played.</li>',
      '<li>In <em>Safer gambling</em> (your account menu) set your own deposit, loss and wager limits per 24 hours, 7 or 30 days, a reality check while you play, a time-out from 24 hours to 6 weeks or self-exclusion from 6 months to 5 years. Lowering a limit applies at once; raising or removing it, 24 hours later and once you confirm.</li>',
      '<li>Your activity of the last 12 months (deposits, withdrawals, stakes, wins) is on the same page, downloadable as CSV.</li>',
      '</ul>',
    ),
  },
  {
    id: 'payments',
    titleEs: 'Depósitos y retiros',
    titleEn: 'Deposits and withdrawals',
    contentEs: html(
      '<p><strong>Depósitos.</strong> Abre <em>Depósito</em> en el centro de miembros, elige un método de pago, escribe el importe y sigue las instrucciones. El saldo se actualiza en cuanto el método de pago confirma el pago.</p>',
      '<p><strong>Retiros.</strong> Abre <em>Retiro</em>, elige una cuenta bancaria a nombre del titular de tu cuenta y confirma con tu contraseña de retiro. Los retiros a cuentas de terceros se rechazan.</p>',
      '<p>Cada movimiento aparece con su fecha y su estado en el <em>Registro de cuenta</em>. Si un depósito no aparece, contacta con el servicio de atención con el comprobante del pago.</p>',
    ),
    contentEn: html(
      '<p><strong>Deposits.</strong> Open <em>Deposit</em> in the member centre, choose a payment method, enter the amount and follow the instructions. Your balance updates as soon as the payment method confirms the payment.</p>',
      '<p><strong>Withdrawals.</strong> Open <em>Withdrawal</em>, choose a bank account in the name of your account’s holder and confirm with your withdrawal password. Withdrawals to third-party accounts are refused.</p>',
      '<p>Every transaction is listed with its date and status in the <em>Account record</em>. If a deposit does not show, contact customer service with the payment receipt.</p>',
    ),
  },
  {
    id: 'faq',
    titleEs: 'Preguntas frecuentes',
    titleEn: 'Frequently asked questions',
    contentEs: html(
      '<p><strong>¿Olvidaste tu contraseña?</strong> Usa «¿Olvidó su contraseña?» en la página de inicio de sesión para recuperarla por correo o por SMS.</p>',
      '<p><strong>¿No recibes el código SMS?</strong> Comprueba el prefijo del país y el número, espera un minuto y pide otro código.</p>',
      '<p><strong>¿No encuentras un juego?</strong> Algunos juegos solo están disponibles en ciertas regiones o dispositivos. Usa el buscador de la sala de juegos o tus favoritos.</p>',
      '<p><strong>¿Puedo probar sin registrarme?</strong> Si el sitio ofrece el juego gratis, entra con «Jugar gratis» y usa una cuenta de prueba con saldo de demostración.</p>',
    ),
    contentEn: html(
      '<p><strong>Forgot your password?</strong> Use “Forgot your password?” on the login page to recover it by e-mail or by SMS.</p>',
      '<p><strong>No SMS code?</strong> Check the country code and the number, wait a minute and ask for another code.</p>',
      '<p><strong>Cannot find a game?</strong> Some games are only available in certain regions or on certain devices. Use the game hall’s search or your favourites.</p>',
      '<p><strong>Can I try without registering?</strong> When the site offers free play, enter with “Free play” and use a trial account with a demo balance.</p>',
    ),
  },
  {
    id: 'contact',
    titleEs: 'Contacto',
    titleEn: 'Contact',
    contentEs: html(
      '<p>El servicio de atención al cliente está disponible las 24 horas por chat en vivo, desde el botón del menú lateral o desde el centro de miembros.</p>',
      '<p>Para ayudarte antes, indica tu nombre de usuario y, si se trata de un pago, la fecha, el importe y el comprobante. Nunca te pediremos tu contraseña.</p>',
    ),
    contentEn: html(
      '<p>Customer service is available 24 hours a day by live chat, from the button in the side menu or from the member centre.</p>',
      '<p>To help us help you sooner, give your username and, for a payment, its date, amount and receipt. We will never ask for your password.</p>',
    ),
  },
];

/**
 * Dialing codes, the Philippines first (the site's home market, and the picker's default when the
 * visitor's country is not listed), then by English name. Codes are digits without "+", and each
 * is listed once: the picker keys its selection on the code, so +1 is the United States and +7 Russia.
 */
export const COUNTRIES_SEED: readonly (readonly [countryCode: string, dialingCode: string])[] = [
  ['PH', '63'],
  ['AR', '54'],
  ['AU', '61'],
  ['BD', '880'],
  ['BO', '591'],
  ['BR', '55'],
  ['BN', '673'],
  ['KH', '855'],
  ['CL', '56'],
  ['CN', '86'],
  ['CO', '57'],
  ['CR', '506'],
  ['CU', '53'],
  ['EC', '593'],
  ['EG', '20'],
  ['SV', '503'],
  ['FR', '33'],
  ['DE', '49'],
  ['GT', '502'],
  ['HN', '504'],
  ['HK', '852'],
  ['IN', '91'],
  ['ID', '62'],
  ['IT', '39'],
  ['JP', '81'],
  ['LA', '856'],
  ['MO', '853'],
  ['MY', '60'],
  ['MV', '960'],
  ['MX', '52'],
  ['MN', '976'],
  ['MM', '95'],
  ['NP', '977'],
  ['NL', '31'],
  ['NZ', '64'],
  ['NI', '505'],
  ['PK', '92'],
  ['PA', '507'],
  ['PY', '595'],
  ['PE', '51'],
  ['PL', '48'],
  ['PT', '351'],
  ['QA', '974'],
  ['RU', '7'],
  ['SA', '966'],
  ['SG', '65'],
  ['ZA', '27'],
  ['KR', '82'],
  ['ES', '34'],
  ['LK', '94'],
  ['SE', '46'],
  ['CH', '41'],
  ['TW', '886'],
  ['TH', '66'],
  ['TL', '670'],
  ['TR', '90'],
  ['AE', '971'],
  ['GB', '44'],
  ['US', '1'],
  ['UY', '598'],
  ['VE', '58'],
  ['VN', '84'],
];

/** Inserts the help sections and countries that are missing; returns how many rows it inserted. */
export async function seedHelpCenter(tx: Queryable): Promise<number> {
  let inserted = 0;
  for (const [index, section] of HELP_SECTIONS_SEED.entries()) {
    const result = await tx.query(
      `INSERT INTO help_section (id, title_es, title_en, content_es, content_en, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
      [section.id, section.titleEs, section.titleEn, section.contentEs, section.contentEn, index * 10],
    );
    inserted += result.rowCount;
  }
  for (const [index, [countryCode, dialingCode]] of COUNTRIES_SEED.entries()) {
    const result = await tx.query(
      `INSERT INTO dialing_country (country_code, dialing_code, sort_order) VALUES ($1, $2, $3)
       ON CONFLICT (country_code) DO NOTHING`,
      [countryCode, dialingCode, index * 10],
    );
    inserted += result.rowCount;
  }
  return inserted;
}
