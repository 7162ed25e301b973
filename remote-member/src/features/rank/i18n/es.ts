export const rankEs = {
  current: {
    label: 'Su rango VIP',
    level: 'Nivel {{level}}',
    turnover: 'Apuesta válida acumulada',
    promoted: '¡Enhorabuena! Ha subido al rango {{name}}.',
    vipService: 'Tiene servicio al cliente VIP.',
  },
  progress: {
    label: 'Progreso hacia {{name}}',
    valueText: '{{percent}} % del camino a {{name}}',
    remaining: 'Faltan {{amount}} de apuesta válida para {{name}}',
    top: 'Ha alcanzado el rango más alto.',
  },
  table: {
    title: 'Rangos y beneficios',
    region: 'Tabla de rangos, desplácese para ver todas las columnas',
    rank: 'Rango',
    turnover: 'Apuesta requerida',
    weeklyBonus: 'Bono semanal',
    rebate: 'Reembolso',
    withdrawLimit: 'Límite diario de retiro',
    vipService: 'Servicio VIP',
    perks: 'Otros beneficios',
    yours: 'Su rango',
    yes: 'Sí',
    no: 'No',
    none: '—',
  },
  load: {
    failed: 'No se pudo cargar su rango VIP.',
    retry: 'Reintentar',
  },
};
