import type { announcementEs } from './es';

export const announcementEn: typeof announcementEs = {
  list: 'Agent announcements',
  published: 'Published on {{date}}',
  empty: {
    title: 'No announcements yet',
    hint: "The operator's notices for agents will appear here.",
  },
  load: { failed: 'The announcements could not be loaded.' },
  pager: 'Announcement pages',
};
