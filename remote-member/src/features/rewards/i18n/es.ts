export const rewardsEs = {
  waiting: {
    title: 'Recompensas por reclamar',
    label: 'Recompensas por reclamar',
  },
  source: {
    promotion: 'Promoción',
    mission: 'Misión',
    rebate: 'Reembolso',
    raffle: 'Sorteo',
    referral: 'Invitar amigos',
  },
  card: {
    amount: 'Importe',
    expires: 'Caduca el {{date}}',
    noExpiry: 'Sin fecha de caducidad',
    turnover: 'Antes de retirar, apueste {{required}} ({{multiplier}} veces el importe).',
    noTurnover: 'Sin requisito de apuesta.',
    claim: 'Reclamar',
    claiming: 'Reclamando…',
  },
  history: {
    title: 'Historial',
    label: 'Historial de recompensas',
    claimedAt: 'Reclamada el {{date}}',
    expiredAt: 'Caducó el {{date}}',
    empty: 'Todavía no ha reclamado recompensas.',
  },
  state: {
    issued: 'Por reclamar',
    claimed: 'Reclamada',
    expired: 'Caducada',
  },
  notice: {
    claimed: 'Se añadieron {{amount}} de «{{title}}» a su billetera principal.',
  },
  failed: {
    claim: 'No se pudo reclamar «{{title}}».',
    unknown: 'No recibimos la respuesta. Pulse Reclamar de nuevo: la recompensa nunca se abona dos veces.',
  },
  empty: {
    title: 'No hay recompensas por reclamar',
    hint: 'Las recompensas de promociones, misiones, reembolsos y sorteos aparecen aquí.',
    action: 'Ver promociones',
  },
  load: {
    failed: 'No se pudieron cargar las recompensas.',
    retry: 'Reintentar',
  },
  pager: {
    label: 'Páginas de recompensas',
  },
};
