/** The texts of the safer-gambling parts shared by the playing pages (namespace 'responsible'). */
export const responsibleEs = {
  reality: {
    title: 'Aviso de realidad',
    lead: 'Un momento para revisar su sesión: esto es lo que ha pasado desde que inició sesión.',
    sessionTime: 'Tiempo de sesión',
    minutes_one: '{{count}} minuto',
    minutes_other: '{{count}} minutos',
    staked: 'Total apostado',
    won: 'Total ganado',
    net: 'Resultado neto',
    keepPlaying: 'Seguir jugando',
    history: 'Ver mi historial',
    logout: 'Cerrar sesión',
  },
};
