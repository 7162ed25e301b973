export const announcementEs = {
  list: 'Anuncios para agentes',
  published: 'Publicado el {{date}}',
  empty: {
    title: 'Aún no hay anuncios',
    hint: 'Los avisos del operador para los agentes aparecerán aquí.',
  },
  load: { failed: 'No se pudieron cargar los anuncios.' },
  pager: 'Páginas de anuncios',
};
