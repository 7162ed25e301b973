export const messagesEs = {
  list: {
    label: 'Mensajes',
    unread: 'Sin leer',
    delete: 'Eliminar',
    deleting: 'Eliminando…',
    markAllRead: 'Marcar como leídos los de esta página',
  },
  confirmDelete: {
    title: 'Eliminar mensaje',
    message: '¿Eliminar el mensaje «{{title}}»? No se puede deshacer.',
    confirm: 'Eliminar',
    cancel: 'Cancelar',
  },
  notice: {
    deleted: 'Mensaje «{{title}}» eliminado.',
    allRead: 'Mensajes de esta página marcados como leídos.',
  },
  failed: {
    read: 'No se pudo marcar el mensaje como leído.',
    readAll: 'No se pudieron marcar los mensajes como leídos.',
    delete: 'No se pudo eliminar el mensaje.',
  },
  empty: {
    title: 'Aún no hay mensajes',
    hint: 'Aquí llegan los avisos de sus depósitos y retiros y los mensajes del operador.',
  },
  load: {
    failed: 'No se pudieron cargar los mensajes.',
    retry: 'Reintentar',
  },
  pager: {
    label: 'Páginas de mensajes',
  },
};
