/** Whole points with thousands grouped as the money figures are (1.500 in Spanish, 1,500 in English), also below 10 000. */
export function formatPoints(value: number, language: string): string {
  const separator = language.startsWith('es') ? '.' : ',';
  const sign = value < 0 ? '-' : '';
  return sign + String(Math.abs(Math.trunc(value))).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}
