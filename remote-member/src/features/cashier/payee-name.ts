/** The API compares holder and payee names ignoring case and spaces; the form checks the same way first. */
export function samePayeeName(a: string, b: string): boolean {
  const normalise = (name: string) => name.replace(/\s+/g, '').toLowerCase();
  return normalise(a) === normalise(b);
}

/** A withdrawal account number: 6 to 30 digits. */
export const ACCOUNT_NO_PATTERN = /^\d{6,30}$/;
