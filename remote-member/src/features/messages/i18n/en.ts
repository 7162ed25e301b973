import type { messagesEs } from './es';

export const messagesEn: typeof messagesEs = {
  list: {
    label: 'Messages',
    unread: 'Unread',
    delete: 'Delete',
    deleting: 'Deleting…',
    markAllRead: 'Mark this page as read',
  },
  confirmDelete: {
    title: 'Delete message',
    message: 'Delete the message “{{title}}”? This cannot be undone.',
    confirm: 'Delete',
    cancel: 'Cancel',
  },
  notice: {
    deleted: 'Message “{{title}}” deleted.',
    allRead: 'Messages on this page marked as read.',
  },
  failed: {
    read: 'The message could not be marked as read.',
    readAll: 'The messages could not be marked as read.',
    delete: 'The message could not be deleted.',
  },
  empty: {
    title: 'No messages yet',
    hint: 'Notices about your deposits and withdrawals and messages from the operator arrive here.',
  },
  load: {
    failed: 'The messages could not be loaded.',
    retry: 'Retry',
  },
  pager: {
    label: 'Message pages',
  },
};
