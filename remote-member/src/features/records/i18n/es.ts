export const recordsEs = {
  filters: {
    type: 'Tipo de movimiento',
    gameType: 'Tipo de juego',
  },
  account: { caption: 'Movimientos de la cuenta, {{range}}' },
  bets: {
    caption: 'Apuestas, {{range}}',
    columns: {
      time: 'Fecha y hora',
      game: 'Juego',
      vendor: 'Proveedor',
      gameType: 'Tipo de juego',
      stake: 'Apostado',
      win: 'Ganado',
      profit: 'Ganancia/pérdida',
      status: 'Estado',
    },
    totals: { title: 'Totales del período', count: 'Apuestas', stake: 'Total apostado', win: 'Total ganado', profit: 'Ganancia/pérdida' },
  },
  profit: {
    summary: 'Resumen del período',
    deposits: 'Depósitos',
    withdrawals: 'Retiros',
    bonuses: 'Bonos',
    stake: 'Total apostado',
    win: 'Total ganado',
    profit: 'Ganancia/pérdida',
    caption: 'Ganancia y pérdida por tipo de juego, {{range}}',
    columns: { gameType: 'Tipo de juego', betCount: 'Apuestas', stake: 'Apostado', win: 'Ganado', profit: 'Ganancia/pérdida' },
    total: 'Total',
    empty: 'No hay apuestas en este período',
  },
  load: {
    failed: 'No se pudieron cargar los registros.',
    retry: 'Reintentar',
    busy: 'Cargando registros…',
  },
};
