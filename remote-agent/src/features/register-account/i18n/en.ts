import type { registerEs } from './es';

export const registerEn: typeof registerEs = {
  formTitle: 'Register a downline account',
  intro: 'The account goes directly under yours. Give its owner the initial password: it must be changed at the first login.',
  account: 'Account',
  accountHint: '2 to 15 characters: starts with a letter, then letters, numbers and underscores only.',
  password: 'Initial password',
  passwordHint: 'More than 6 characters, with letters and numbers.',
  confirmPassword: 'Confirm password',
  kind: 'Account type',
  kinds: { member: 'Member', agent: 'Agent' },
  nickname: 'Nickname (optional)',
  nicknameHint: 'Up to {{max}} characters.',
  nicknameTooLong: 'The nickname can have at most {{max}} characters.',
  submit: 'Register account',
  failed: 'The account could not be registered',
  done: {
    title: 'Account registered',
    member: 'The member account {{account}} is now in your team.',
    agent: 'The agent account {{account}} is now in your team.',
    mustChange: 'It must change the password at its first login.',
  },
};
