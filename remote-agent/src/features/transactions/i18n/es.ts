export const transactionsEs = {
  filter: 'Tipo de movimiento',
  caption: 'Detalle de transacciones, {{range}}',
  empty: 'No hay transacciones en este período',
  failed: 'No se pudieron cargar las transacciones.',
};
