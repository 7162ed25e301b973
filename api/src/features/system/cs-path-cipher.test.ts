import { decryptServicePath, encryptServicePath } from './cs-path-cipher';

describe('live-chat path encryption', () => {
  it('puts the 8-character key at the end of an OpenSSL salted ciphertext', () => {
    const path = encryptServicePath('https://chat.example/room?a=1', 'abcd1234');
    expect(path.endsWith('abcd1234')).toBe(true);
    // "Salted__" in base64: what CryptoJS.AES.decrypt(ciphertext, passphrase) expects.
    expect(path.startsWith('U2FsdGVkX1')).toBe(true);
    expect(decryptServicePath(path)).toBe('https://chat.example/room?a=1');
  });

  it('is deterministic, so the seed writes the same value every time', () => {
    expect(encryptServicePath('https://a.example', 'abcd1234')).toBe(encryptServicePath('https://a.example', 'abcd1234'));
  });

  it('refuses a key that is not 8 characters', () => {
    expect(() => encryptServicePath('https://a.example', 'short')).toThrow(/8 characters/);
  });
});
