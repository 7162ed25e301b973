export const lotteryEs = {
  standalone: 'remote-lottery (independiente)',
  standaloneNav: 'Secciones de remote-lottery',
  pages: {
    lottery: 'Lotería',
    vnlottery: 'Lotería de Vietnam',
    unknown: 'Sección no encontrada en la lotería',
  },
  query: {
    gameCode: 'Código de juego',
    vendor: 'Proveedor',
    playType: 'Modalidad de juego',
  },
};
