/** Session-storage keys of spec 1 §3 (cleared at logout, merchant keys restored). */
export const SESSION_KEYS = {
  token: 'token',
  isAgent: 'isAgent',
  memberLabel: 'memberLabel',
  customerId: 'customerId',
  account: 'account',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  wallet: 'wallet',
  gameVendor: 'gameVendor',
} as const;

/** Local-storage keys of spec 1 §3 (survive the browser session). */
export const LOCAL_KEYS = {
  lang: 'lang',
  hisLang: 'hisLang',
  theme: 'theme',
  lottFav: 'LOTTFAV',
  /** The API base config.json named, for the page's early requests of the next visit (host/public/boot-early.js). */
  apiBase: 'apiBase',
} as const;

export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];
export type LocalKey = (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS];
