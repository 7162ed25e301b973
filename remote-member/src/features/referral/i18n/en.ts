import type { referralEs } from './es';

export const referralEn: typeof referralEs = {
  link: {
    title: 'Your invite link',
    label: 'Invite link',
    hint: 'Friends who register with this link are linked to your account.',
    code: 'Invite code: {{code}}',
    copy: 'Copy link',
    copied: 'Link copied.',
    copyFailed: 'Could not copy: the link is selected, copy it with Ctrl+C (or press and hold on a phone).',
    qr: 'QR code of the invite link',
  },
  counts: {
    label: 'Your invitations',
    registered: 'Friends registered',
    deposited: 'With a first deposit',
    qualified: 'Earning the reward',
  },
  rule: {
    title: 'Reward',
    text: 'Get {{reward}} for each friend whose first deposit is at least {{min}}.',
  },
  list: {
    title: 'Invited friends',
    account: 'Account',
    registeredAt: 'Registered',
    firstDeposit: 'First deposit',
    depositedOn: 'Yes, on {{date}}',
    notYet: 'Not yet',
    qualified: 'Reward',
    qualifiedYes: 'Meets the rule',
    qualifiedNo: 'Does not meet the rule',
  },
  empty: {
    title: 'Nobody has registered with your link yet',
    hint: 'Copy your link and share it with your friends: they show up here when they register.',
    action: 'Copy my link to share it',
  },
  load: {
    failed: 'Invite friends could not be loaded.',
    retry: 'Retry',
  },
  pager: {
    label: 'Pages of invited friends',
  },
};
