/**
 * The report kit's own texts (namespace 'reports'). A page's captions, columns and filter values stay with the
 * page, except what the member's and the agent's reports both show: the account record's (AccountRecordsReport),
 * the game types and the bet states (useBetLabels).
 */
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
  pager: {
    label: 'Páginas',
    previous: 'Página anterior',
    next: 'Página siguiente',
    status: 'Página {{page}} de {{total}}',
    beyond: 'La página {{page}} no existe; hay {{total}}.',
    first: 'Ir a la primera página',
  },
  load: { retry: 'Reintentar' },
  /** The account record (api.accountRecords): the member's account record and the agent's transaction details. */
  accountRecords: {
    type: {
      deposit: 'Depósito',
      withdrawal: 'Retiro',
      withdrawalReturned: 'Retiro devuelto',
      transferOut: 'Transferencia saliente',
      transferIn: 'Transferencia entrante',
      bet: 'Apuesta',
      win: 'Premio',
      uplineTransfer: 'Transferencia al superior',
      bonus: 'Bono',
      rebate: 'Reembolso',
      adjustment: 'Ajuste',
      pointsConvert: 'Puntos convertidos',
      agentSalary: 'Salario de agente',
      agentDividend: 'Dividendo de agente',
      downlineTransfer: 'Transferencia a un subordinado',
    },
    wallet: { MAIN: 'Billetera principal' },
    columns: {
      time: 'Fecha y hora',
      type: 'Tipo',
      wallet: 'Billetera',
      amount: 'Importe',
      balanceAfter: 'Saldo después',
      reference: 'Referencia',
    },
    totals: { title: 'Totales del período', credit: 'Entradas', debit: 'Salidas', net: 'Neto' },
  },
  /** Game types and bet states: the member's betting record and P&L, the agent's team betting (useBetLabels). */
  bets: {
    gameType: {
      RNG: 'Tragamonedas',
      LIVE: 'Casino en vivo',
      FISH: 'Pesca',
      PVP: 'Juegos de cartas',
      SPORTS: 'Deportes',
      ESPORTS: 'E-sports',
      ELOTT: 'E-lotería',
      LOTT: 'Lotería',
      LOTTERY: 'Lotería',
      COCKFIGHT: 'Peleas de gallos',
    },
    status: { settled: 'Liquidada', open: 'Abierta' },
  },
};
