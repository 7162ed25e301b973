import { validateField } from './field-rules';
import { isBacktrackingSafe, MAX_PATTERN_LENGTH } from './safe-pattern';

describe('isBacktrackingSafe', () => {
  it('accepts the usual registration patterns', () => {
    for (const pattern of [
      '^[a-zA-Z0-9]{6,16}$',
      '[a-z0-9_]{2,15}',
      '\\d{10}',
      '[\\u4e00-\\u9fa5A-Za-z ]{2,30}',
      '[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}',
      '(?:09|\\+639)\\d{9}',
      '(?<digits>\\d+)',
      '[(]?\\d{3}[)]?-\\d{4}',
      'a|b|c',
      '^[A-Z]+( [A-Z]+)*$',
      '^\\w+(\\.\\w+)*$',
      '(ab)*',
      // Lookaround is refused by the API when saved, but an older stored one runs safely here.
      '^(?=.*[A-Za-z])(?=.*[0-9])[\\x21-\\x7E]+$',
    ]) {
      expect([pattern, isBacktrackingSafe(pattern)]).toEqual([pattern, true]);
    }
  });

  it('refuses nested or ambiguous repetition (lookaround included), backreferences and long patterns', () => {
    for (const pattern of [
      '(a+)+$',
      '(a|a)*',
      '(a|ab)+',
      '(\\w+\\s?)*',
      '((ab)*c)+',
      '(a?){30}a{30}',
      '(?:x+x+)+y',
      '([a-z]+)*@',
      '( [^x]+)*$',
      '(a[a-z]+)*$',
      '(?:\\w\\w+)*',
      '.*.*.*.*x',
      '(a)\\1',
      '(?=(a+)+$)a',
      '\\k<n>',
      'a'.repeat(MAX_PATTERN_LENGTH + 1),
      'a)',
      '(a',
    ]) {
      expect([pattern, isBacktrackingSafe(pattern)]).toEqual([pattern, false]);
    }
  });

  it('keeps the browser from freezing: a catastrophic pattern is left to the server and answers at once', () => {
    const setting = { enabled: true, required: true, acceptedPattern: '(a+)+$', patternId: 'text' as const, minLength: 0, maxLength: 255 };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const started = Date.now();
    expect(validateField(`${'a'.repeat(30)}!`, setting)).toBeNull();
    expect(Date.now() - started).toBeLessThan(500);
    warn.mockRestore();
  });
});
