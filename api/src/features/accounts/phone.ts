/** Mobile numbers: '+63' and the national number, digits only, without the trunk prefix 0. */
export interface PhoneNumber {
  countryDialingCode: string;
  mobileNum: string;
}

/** null when it is not a number: 5-15 digits once spaces, dashes and leading zeros are gone. */
export function normalizePhone(countryDialingCode: string, mobileNum: string): PhoneNumber | null {
  const code = countryDialingCode.trim().replace(/^\+/, '');
  const national = mobileNum.replace(/[\s-]/g, '').replace(/^0+/, '');
  if (!/^[0-9]{1,4}$/.test(code) || !/^[1-9][0-9]{4,14}$/.test(national)) return null;
  return { countryDialingCode: `+${code}`, mobileNum: national };
}

/** E.164, the SMS recipient: '+639171234567'. */
export function e164({ countryDialingCode, mobileNum }: PhoneNumber): string {
  return `${countryDialingCode}${mobileNum}`;
}

/** '*******4567' (the last 4 digits). */
export function maskMobile(mobileNum: string): string {
  return `${'*'.repeat(Math.max(0, mobileNum.length - 4))}${mobileNum.slice(-4)}`;
}

/** 'a***@mail.example'. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** "ab***9": enough for a member to recognise another account, not enough to log in as it. */
export function maskAccount(account: string): string {
  const chars = [...account];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}
