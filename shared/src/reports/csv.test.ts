import { csvField, toCsv } from './csv';

describe('csvField', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvField('Deposit')).toBe('Deposit');
    expect(csvField('1234.50')).toBe('1234.50');
    expect(csvField('-10.00')).toBe('-10.00');
    expect(csvField(12)).toBe('12');
    expect(csvField('')).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvField('Dragon, Tiger')).toBe('"Dragon, Tiger"');
    expect(csvField('The "Big" Win')).toBe('"The ""Big"" Win"');
    expect(csvField('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });

  it('keeps text that starts like a formula from running as one', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-x')).toBe("'-x");
    expect(csvField('+10.00')).toBe('+10.00');
  });
});

describe('toCsv', () => {
  it('starts with a BOM, has the header first and ends lines with CRLF', () => {
    const text = toCsv(['Time', 'Amount'], [
      ['2026/11/23 10:00:00', '-10.00'],
      ['2026/11/23 11:00:00', '1,5'],
    ]);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1)).toBe('Time,Amount\r\n2026/11/23 10:00:00,-10.00\r\n2026/11/23 11:00:00,"1,5"\r\n');
  });

  it('keeps non-ASCII text as it is', () => {
    expect(toCsv(['Depósito', 'Año'], [])).toBe('\uFEFFDepósito,Año\r\n');
  });
});
