export const profitLossEs = {
  caption: 'Ganancias y pérdidas por miembro, {{range}}',
  columns: {
    account: 'Cuenta',
    level: 'Nivel',
    betCount: 'Apuestas',
    validBet: 'Apuesta válida',
    win: 'Premios',
    profitLoss: 'Ganancia/pérdida',
    deposits: 'Depósitos',
    withdrawals: 'Retiros',
    bonuses: 'Bonos',
  },
  /** The totals are named like the columns. */
  totals: { title: 'Totales del período' },
  empty: 'No hay movimientos del equipo en este período',
  emptyAccount: 'No hay movimientos de {{account}} en este período',
  failed: 'No se pudieron cargar las ganancias y pérdidas.',
};
