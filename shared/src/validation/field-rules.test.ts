import type { RegisterFieldSetting } from '../api/contract';
import { i18n, initI18n } from '../i18n/i18n';
import { PATTERN_IDS, validateField } from './field-rules';

const setting = (overrides: Partial<RegisterFieldSetting> = {}): RegisterFieldSetting => ({
  enabled: true,
  required: true,
  acceptedPattern: '^[A-Za-z0-9]+$',
  patternId: 'alphanumeric',
  minLength: 4,
  maxLength: 8,
  ...overrides,
});

// English is a chunk of its own (loaded by i18next's backend): these tests read both languages.
beforeAll(async () => {
  await initI18n();
  await i18n.loadLanguages('en');
});

describe('validateField (registration settings, spec 1 §5)', () => {
  it('ignores a field that is switched off', () => {
    expect(validateField('', setting({ enabled: false }))).toBeNull();
    expect(validateField('!!', setting({ enabled: false }))).toBeNull();
    expect(validateField('x', null)).toBeNull();
  });

  it('asks for a required value and lets an optional one stay empty', () => {
    expect(validateField('   ', setting())).toEqual({ key: 'validation.required', params: {} });
    expect(validateField('', setting({ required: false }))).toBeNull();
    expect(validateField(undefined, setting({ required: false }))).toBeNull();
  });

  it('checks the accepted pattern and reports the message of the patternId with min and max', () => {
    expect(validateField('abc123', setting())).toBeNull();
    expect(validateField('abc-12', setting())).toEqual({ key: 'validation.pattern.alphanumeric.range', params: { min: 4, max: 8 } });
  });

  it('matches the pattern against the whole value', () => {
    const digits = setting({ acceptedPattern: '[0-9]+', patternId: 'digits' });
    expect(validateField('12345', digits)).toBeNull();
    expect(validateField('12ab45', digits)?.key).toBe('validation.pattern.digits.range');
  });

  it('checks the length, bounds included', () => {
    expect(validateField('abcd', setting())).toBeNull();
    expect(validateField('abcdefgh', setting())).toBeNull();
    expect(validateField('abc', setting())).not.toBeNull();
    expect(validateField('abcdefghi', setting())).not.toBeNull();
  });

  it("accepts any text for the '*' pattern, still within the length", () => {
    const any = setting({ acceptedPattern: '*', patternId: 'text', minLength: 1, maxLength: 5 });
    expect(validateField('ñ @ü', any)).toBeNull();
    expect(validateField('too long', any)).toEqual({ key: 'validation.pattern.text.range', params: { min: 1, max: 5 } });
  });

  it('uses the single-number message when min equals max', () => {
    const paymentPassword = setting({ acceptedPattern: '^[0-9]+$', patternId: 'digits', minLength: 6, maxLength: 6 });
    const error = validateField('12345', paymentPassword);
    expect(error).toEqual({ key: 'validation.pattern.digits.exact', params: { min: 6, max: 6 } });
    expect(i18n.t(error!.key, { ...error!.params, lng: 'es' })).toBe('Introduzca 6 dígitos');
    expect(i18n.t(error!.key, { ...error!.params, lng: 'en' })).toBe('Enter 6 digits');
  });

  it('fills min and max into the translated range message', () => {
    const error = validateField('ab', setting());
    expect(i18n.t(error!.key, { ...error!.params, lng: 'es' })).toBe('Introduzca de 4 a 8 letras o números');
    expect(i18n.t(error!.key, { ...error!.params, lng: 'en' })).toBe('Enter 4 to 8 letters or digits');
  });

  it('has a message in both languages for every patternId', () => {
    for (const id of PATTERN_IDS) {
      for (const variant of ['range', 'exact']) {
        const key = `validation.pattern.${id}.${variant}`;
        const es = i18n.t(key, { min: 3, max: 9, lng: 'es' });
        const en = i18n.t(key, { min: 3, max: 9, lng: 'en' });
        expect(es).not.toBe(key);
        expect(en).not.toBe(es);
        expect(en).toContain('3');
        if (variant === 'range') expect(en).toContain('9');
      }
    }
  });

  it('bounds missing lengths by 0-255 and falls back to the text message for an unknown patternId', () => {
    const loose = { ...setting({ acceptedPattern: '*' }), patternId: 'shoeSize', minLength: Number.NaN, maxLength: 0 } as unknown as RegisterFieldSetting;
    expect(validateField('a'.repeat(255), loose)).toBeNull();
    expect(validateField('a'.repeat(256), loose)).toEqual({ key: 'validation.pattern.text.range', params: { min: 0, max: 255 } });
  });

  it('does not block anyone on a pattern the browser cannot read', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(validateField('abcd', setting({ acceptedPattern: '([a-z' }))).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
