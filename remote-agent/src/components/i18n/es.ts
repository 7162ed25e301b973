export const agentKitEs = {
  retry: 'Reintentar',
  pager: {
    label: 'Páginas',
    previous: 'Página anterior',
    next: 'Página siguiente',
    status: 'Página {{page}} de {{total}}',
    beyond: 'La página {{page}} no existe (hay {{total}}).',
    first: 'Ir a la primera página',
  },
  accountFilter: {
    label: 'Filtrar por cuenta',
    field: 'Cuenta del miembro',
    apply: 'Buscar',
    clear: 'Quitar el filtro',
    active: 'Mostrando solo la cuenta {{account}}.',
  },
};
