// The shared texts in English: their own chunk, which i18next's backend fetches for a visitor who reads
// English (i18n.ts). Spanish, the default and fallback language, is always bundled (resources.ts).
import type { sharedEs } from './resources';

export const sharedEn: typeof sharedEs = {
  common: {
    loading: 'Loading…',
    retry: 'Retry',
    close: 'Close',
    confirm: 'Confirm',
    cancel: 'Cancel',
    noData: 'No data',
  },
  ui: {
    notifications: 'Notifications',
    closeToast: 'Close notification',
  },
  remote: {
    unavailable: 'This section is not available right now.',
    chunkLoadError: 'Part of the page took too long to load. Please check your network connection.',
    crashed: 'This section ran into an error.',
  },
  errors: {
    network: 'Network link is abnormal, please try again',
    timeout: 'The page took longer time to load, please check your network connectivity',
    unknown: 'Unknown error',
    unauthorized: 'Sorry, you are not logged in yet, please log in.',
    rateLimited: 'Too many requests, please try again in {{seconds}} s',
    rateLimitedSoon: 'Too many requests, please try again later',
    badRequest: 'The data sent is not valid',
    inFlight: 'Your previous request is still being processed; please wait a moment',
    server: 'The server could not complete the request, please try again',
  },
  permissions: {
    in_need_true_account: 'This feature needs a real account. Trial accounts cannot use it.',
    in_increase_submit: 'OK',
  },
  validation: {
    required: 'This field is required',
    inconsistent_twice: 'The two passwords do not match',
    username: '2 to 15 characters: starts with a letter and uses only letters, digits and underscores',
    password: 'More than 6 characters, with letters and numbers',
    // The same words as pattern.mobileNum.range: every phone field says it alike (docs/phone-numbers.md).
    mobile: 'Enter a mobile number of {{min}} to {{max}} digits',
    mobile_country: 'That country code is not the one chosen ({{code}}): change the country in the list or type the number without it',
    pattern: {
      username: {
        range: '{{min}} to {{max}} characters: starts with a letter and uses only letters, digits and underscores',
        exact: '{{min}} characters: starts with a letter and uses only letters, digits and underscores',
      },
      password: {
        range: '{{min}} to {{max}} characters, with letters and numbers',
        exact: '{{min}} characters, with letters and numbers',
      },
      fullName: {
        range: '{{min}} to {{max}} characters: name in capitals, without accents, as on the bank account',
        exact: '{{min}} characters: name in capitals, without accents, as on the bank account',
      },
      email: {
        range: 'Enter a valid e-mail address of {{min}} to {{max}} characters',
        exact: 'Enter a valid e-mail address of {{min}} characters',
      },
      digits: { range: 'Enter {{min}} to {{max}} digits', exact: 'Enter {{min}} digits' },
      mobileNum: { range: 'Enter a mobile number of {{min}} to {{max}} digits', exact: 'Enter a mobile number of {{min}} digits' },
      alphanumeric: { range: 'Enter {{min}} to {{max}} letters or digits', exact: 'Enter {{min}} letters or digits' },
      captcha: {
        range: 'Enter the code in the picture ({{min}} to {{max}} characters)',
        exact: 'Enter the code in the picture ({{min}} characters)',
      },
      text: { range: 'Enter {{min}} to {{max}} characters', exact: 'Enter {{min}} characters' },
    },
  },
};
