/** The report kit's own texts (namespace 'reports'); a page's captions, columns and filter values stay with the page. */
export const reportsEs = {
  period: {
    types: 'Tipo de período',
    type: { daily: 'Diario', weekly: 'Semanal', semimonthly: 'Quincenal', monthly: 'Mensual' },
    shift: 'Mover el período',
    previous7: '7 días anteriores',
    previous30: '30 días anteriores',
    next7: '7 días siguientes',
    next30: '30 días siguientes',
    nextBlocked: 'No se puede avanzar más: el período no puede terminar después de hoy ({{today}}).',
    custom: 'Rango de fechas',
    from: 'Desde',
    to: 'Hasta (incluido)',
    apply: 'Mostrar rango',
    showing: 'Período mostrado: {{range}}',
    errors: {
      missing: 'Indique una fecha de inicio y una de fin válidas.',
      order: 'La fecha de fin no puede ser anterior a la de inicio.',
      future: 'El rango no puede terminar después de hoy ({{today}}).',
      tooLong: 'El rango puede tener como máximo {{max}} días; el elegido tiene {{days}}. Acórtelo.',
    },
  },
  filters: {
    label: 'Filtros',
    all: 'Todos',
  },
  outcome: { profit: 'ganancia', loss: 'pérdida' },
  table: {
    scroll: '{{caption}} (desplazable)',
  },
  empty: {
    title: 'No hay registros en este período',
    hint: 'Pruebe con un período más largo: semanal, mensual o un rango de hasta {{max}} días.',
    showMonth: 'Ver el mes actual',
  },
  export: {
    button: 'Exportar CSV',
    hint: 'Descarga las filas de esta página',
  },
};
