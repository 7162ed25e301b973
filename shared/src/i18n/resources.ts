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
    badRequest: 'Los datos enviados no son válidos',
  },
};

export const sharedEn: typeof sharedEs = {
  common: {
    loading: 'Loading…',
    retry: 'Retry',
    close: 'Close',
    confirm: 'Confirm',
    cancel: 'Cancel',
    noData: 'No data',
  },
  remote: {
    unavailable: 'This section is not available right now.',
    chunkLoadError: 'Part of the page took too long to load. Please check your network connection.',
    crashed: 'This section ran into an error.',
  },
  errors: {
    network: 'Network link is abnormal, please try again',
    timeout: 'The page took longer time to load, please check your network connectivity',
    unknown: 'Unknown error',
    unauthorized: 'Sorry, you are not logged in yet, please log in.',
    rateLimited: 'Too many requests, please try again in {{seconds}} s',
    badRequest: 'The data sent is not valid',
  },
};
