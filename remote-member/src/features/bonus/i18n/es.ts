export const bonusEs = {
  list: {
    label: 'Bonos',
    amount: 'Importe del bono',
    grantedAt: 'Concedido',
    required: 'Apuesta requerida',
    done: 'Apostado hasta ahora',
    remaining: 'Falta por apostar',
    progress: 'Progreso de la apuesta de «{{name}}»',
    progressText: '{{done}} de {{required}} ({{percent}} %)',
  },
  state: {
    active: 'Activo',
    completed: 'Completado',
    cancelled: 'Cancelado',
  },
  blocks: 'Este bono bloquea los retiros hasta que se cumpla la apuesta requerida: faltan {{remaining}}.',
  blocked: 'Tiene un bono activo: los retiros están bloqueados hasta que se cumpla su apuesta requerida.',
  empty: {
    title: 'Aún no tiene bonos',
    hint: 'Los bonos de las promociones que reclame aparecerán aquí, con la apuesta que piden antes de retirar.',
    action: 'Ver promociones',
  },
  load: {
    failed: 'No se pudieron cargar los bonos.',
    retry: 'Reintentar',
  },
  pager: {
    label: 'Páginas de bonos',
  },
};
