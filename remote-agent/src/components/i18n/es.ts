export const agentKitEs = {
  retry: 'Reintentar',
  accountFilter: {
    label: 'Filtrar por cuenta',
    field: 'Cuenta del miembro',
    apply: 'Buscar',
    clear: 'Quitar el filtro',
    active: 'Mostrando solo la cuenta {{account}}.',
  },
};
