export const missionsEs = {
  missions: {
    title: 'Misiones de hoy',
    label: 'Misiones de hoy',
    resets: 'Las misiones se renuevan el {{date}}.',
    reward: 'Recompensa: {{amount}} · {{points}} puntos',
    progress: '{{progress}} de {{target}}',
    collect: 'Cobrar',
    collecting: 'Cobrando…',
    collected: 'Cobrada',
    inProgress: 'En curso',
    empty: 'Hoy no hay misiones. Vuelva mañana.',
  },
  notice: {
    collected: 'Misión «{{title}}» cobrada: su recompensa le espera en el centro de recompensas.',
    toRewards: 'Ir al centro de recompensas',
  },
  failed: {
    collect: 'No se pudo cobrar «{{title}}».',
  },
  board: {
    title: 'Clasificación de la semana',
    caption: 'Puntos de misiones de esta semana (desde el lunes)',
    rank: 'Puesto',
    account: 'Cuenta',
    points: 'Puntos',
    you: '(usted)',
    empty: 'Nadie ha sumado puntos esta semana. Cobre misiones para aparecer aquí.',
  },
  widget: {
    title: 'Sus misiones de hoy',
    seeAll: 'Ver misiones',
    claimable_one: '{{count}} lista para cobrar',
    claimable_other: '{{count}} listas para cobrar',
    done: 'Completada',
    collected: 'Cobrada',
    failed: 'No se pudieron cargar sus misiones.',
  },
  load: {
    missionsFailed: 'No se pudieron cargar las misiones.',
    boardFailed: 'No se pudo cargar la clasificación.',
    retry: 'Reintentar',
  },
};
