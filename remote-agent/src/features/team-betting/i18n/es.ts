export const teamBettingEs = {
  caption: 'Apuestas del equipo, {{range}}',
  columns: {
    time: 'Fecha y hora',
    account: 'Cuenta',
    game: 'Juego',
    gameType: 'Tipo de juego',
    stake: 'Apuesta',
    win: 'Premio',
    profit: 'Ganancia/pérdida',
    status: 'Estado',
  },
  totals: { title: 'Totales del período', count: 'Apuestas', stake: 'Total apostado', win: 'Total de premios', profit: 'Ganancia/pérdida' },
  empty: 'No hay apuestas del equipo en este período',
  emptyAccount: 'No hay apuestas de {{account}} en este período',
  failed: 'No se pudieron cargar las apuestas del equipo.',
};
