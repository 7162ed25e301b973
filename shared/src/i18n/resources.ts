// Texts owned by the shared package (errors of the client, remote fallbacks, common words).
export const sharedEs = {
  common: {
    loading: 'Cargando…',
    retry: 'Reintentar',
    close: 'Cerrar',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    noData: 'Sin datos',
  },
  ui: {
    notifications: 'Notificaciones',
    closeToast: 'Cerrar aviso',
  },
  remote: {
    unavailable: 'Esta sección no está disponible en este momento.',
    chunkLoadError: 'Una parte de la página tardó demasiado en cargar. Revise su conexión.',
    crashed: 'Esta sección encontró un error.',
  },
  errors: {
    network: 'El enlace de red es anormal, inténtelo de nuevo',
    timeout: 'La página tardó demasiado en cargar, compruebe su conexión de red',
    unknown: 'Error desconocido',
    unauthorized: 'Lo sentimos, aún no ha iniciado sesión, inicie sesión.',
    rateLimited: 'Demasiadas solicitudes, inténtelo de nuevo en {{seconds}} s',
    rateLimitedSoon: 'Demasiadas solicitudes, inténtelo de nuevo más tarde',
    badRequest: 'Los datos enviados no son válidos',
    inFlight: 'Su solicitud anterior aún se está procesando; espere un momento',
    server: 'El servidor no pudo completar la solicitud, inténtelo de nuevo',
  },
  permissions: {
    in_need_true_account: 'Esta función requiere una cuenta real. Las cuentas de prueba no pueden usarla.',
    in_increase_submit: 'Entendido',
  },
  validation: {
    required: 'Este campo es obligatorio',
    inconsistent_twice: 'Las dos contraseñas no coinciden',
    username: 'De 2 a 15 caracteres: empieza por una letra y usa solo letras, números y guiones bajos',
    password: 'Más de 6 caracteres, con letras y números',
    // The same words as pattern.mobileNum.range: every phone field says it alike (docs/phone-numbers.md).
    mobile: 'Introduzca un número de móvil de {{min}} a {{max}} dígitos',
    mobile_country: 'Ese prefijo no es el del país elegido ({{code}}): cambie el país en la lista o escriba el número sin prefijo',
    pattern: {
      username: {
        range: 'De {{min}} a {{max}} caracteres: empieza por una letra y usa solo letras, números y guiones bajos',
        exact: '{{min}} caracteres: empieza por una letra y usa solo letras, números y guiones bajos',
      },
      password: {
        range: 'De {{min}} a {{max}} caracteres, con letras y números',
        exact: '{{min}} caracteres, con letras y números',
      },
      fullName: {
        range: 'De {{min}} a {{max}} caracteres: nombre en mayúsculas, sin acentos, igual que el titular de la cuenta bancaria',
        exact: '{{min}} caracteres: nombre en mayúsculas, sin acentos, igual que el titular de la cuenta bancaria',
      },
      email: {
        range: 'Introduzca un correo electrónico válido de {{min}} a {{max}} caracteres',
        exact: 'Introduzca un correo electrónico válido de {{min}} caracteres',
      },
      digits: { range: 'Introduzca de {{min}} a {{max}} dígitos', exact: 'Introduzca {{min}} dígitos' },
      mobileNum: {
        range: 'Introduzca un número de móvil de {{min}} a {{max}} dígitos',
        exact: 'Introduzca un número de móvil de {{min}} dígitos',
      },
      alphanumeric: {
        range: 'Introduzca de {{min}} a {{max}} letras o números',
        exact: 'Introduzca {{min}} letras o números',
      },
      captcha: {
        range: 'Introduzca el código de la imagen ({{min}} a {{max}} caracteres)',
        exact: 'Introduzca el código de la imagen ({{min}} caracteres)',
      },
      text: { range: 'Introduzca de {{min}} a {{max}} caracteres', exact: 'Introduzca {{min}} caracteres' },
    },
  },
};
