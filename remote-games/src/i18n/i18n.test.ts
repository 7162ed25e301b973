import { gamesEn } from './en';
import { gamesEs } from './es';

function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? keys(child as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

it('has the same keys in Spanish and English, none empty', () => {
  expect(keys(gamesEn).sort()).toEqual(keys(gamesEs).sort());
  const values = (texts: object) => keys(texts).map((key) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts));
  for (const value of [...values(gamesEs), ...values(gamesEn)]) expect(typeof value === 'string' && value.trim() !== '').toBe(true);
});

it('uses the same placeholders in both languages', () => {
  const placeholders = (texts: object) =>
    Object.fromEntries(
      keys(texts).map((key) => {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts) as string;
        return [key, [...value.matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort()];
      }),
    );
  expect(placeholders(gamesEn)).toEqual(placeholders(gamesEs));
});
