export const rebateEs = {
  preview: {
    title: 'Reembolso disponible',
    period: 'Apuestas válidas desde {{from}} hasta {{to}}',
    caption: 'Reembolso por tipo de juego',
    columns: { gameType: 'Tipo de juego', validBets: 'Apuestas válidas', rate: 'Tasa', rebate: 'Reembolso' },
    total: 'Total',
    minimum: 'Reclamo mínimo: {{min}}',
    rate: '{{rate}} %',
  },
  claim: {
    button: 'Reclamar reembolso',
    pending: 'Reclamando…',
    belowMinimum: 'Su reembolso de {{total}} no alcanza el mínimo de {{min}}: siga jugando para reclamarlo.',
    success: 'Se acreditaron {{amount}} en su billetera principal. Saldo: {{balance}}.',
    failed: 'No se pudo reclamar el reembolso.',
    retryHint: 'No recibimos la respuesta: pulse de nuevo «Reclamar reembolso»; no se le pagará dos veces.',
  },
  history: {
    title: 'Reembolsos reclamados',
    caption: 'Reembolsos reclamados, del más reciente al más antiguo',
    columns: { claimedAt: 'Fecha', period: 'Periodo', amount: 'Importe' },
    period: '{{from}} – {{to}}',
    empty: 'Aún no ha reclamado ningún reembolso.',
    pager: 'Páginas de reembolsos',
  },
  load: {
    failed: 'No se pudo cargar el reembolso.',
    historyFailed: 'No se pudo cargar el historial de reembolsos.',
    retry: 'Reintentar',
  },
};
