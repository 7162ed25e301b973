export const gamesEs = {
  standalone: 'remote-games (independiente)',
  standaloneNav: 'Secciones de remote-games',
  pages: {
    rng: 'Tragamonedas',
    fish: 'Pesca',
    pvp: 'Juegos de cartas',
    live: 'Casino en vivo',
    sports: 'Deportes',
    esports: 'E-sports',
    elott: 'E-lotería',
    cockfight: 'Peleas de gallos',
    fbsports: 'Proveedor de deportes',
    seamless: 'Juego integrado',
    game: 'Juego',
    unknown: 'Sección no encontrada en la sala de juegos',
  },
};
