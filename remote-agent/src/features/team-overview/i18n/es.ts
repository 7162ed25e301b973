export const overviewEs = {
  figuresTitle: 'Cifras del equipo en el período',
  loadFailed: 'No se pudieron cargar las cifras del equipo',
  retry: 'Reintentar',
  empty: {
    title: 'Su equipo aún no tiene miembros',
    hint: 'Registre la cuenta de un miembro o de un agente para empezar a formar su equipo.',
    action: 'Registrar una cuenta',
  },
};
