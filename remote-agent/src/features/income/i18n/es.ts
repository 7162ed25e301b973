export const incomeEs = {
  filter: 'Tipo de ingreso',
  kind: {
    dividend: 'Dividendos',
    daily: 'Salario diario',
    hourly: 'Salario por hora',
    realtime: 'Salario en tiempo real',
    fromDownline: 'De subordinados',
  },
  caption: 'Mis ingresos, {{range}}',
  columns: { time: 'Fecha y hora', kind: 'Tipo', amount: 'Importe', reference: 'Referencia', detail: 'Detalle' },
  detail: { period: 'Período {{period}}', fromDownline: 'De {{account}}' },
  totals: { title: 'Ingresos del período por tipo', total: 'Total' },
  empty: 'No hay ingresos en este período',
  failed: 'No se pudieron cargar sus ingresos.',
};
