import AES from 'crypto-js/aes';
import { decryptServiceUrl } from './decrypt-service-url';
import { openServiceLink, openServicePopup } from './open-service';
import { decryptServicePath } from './service-path';

/** The reference API's seeded live-chat path (api/src/features/system/cs-path-cipher.ts, Node's crypto). */
const API_PATH = 'U2FsdGVkX1/gKV5QZsqanIlJgR2nl+DU+JMlB9ouSJsaqGhfXoSvS6OQlzxQ8EuwyWntJ5kioFeIo03WoFqXFw==k7Qm2xLp';
const API_URL = 'https://chat.suite.example/livechat?channel=web';

const encrypt = (text: string, key: string) => AES.encrypt(text, key).toString() + key;

describe('decryptServicePath', () => {
  it('reads the path the API encrypts (last 8 characters are the key)', () => {
    expect(decryptServicePath(API_PATH)).toBe(API_URL);
  });

  it('reads a path encrypted in the browser format too', () => {
    expect(decryptServicePath(encrypt('https://chat.example/room?id=7', 'Ab3dEf7h'))).toBe('https://chat.example/room?id=7');
  });

  it('gives null for a wrong key, garbage, a short path or a non-web address', () => {
    expect(decryptServicePath(API_PATH.slice(0, -8) + 'WRONGKEY')).toBeNull();
    expect(decryptServicePath('not-a-ciphertext-at-allk7Qm2xLp')).toBeNull();
    expect(decryptServicePath('k7Qm2xLp')).toBeNull();
    expect(decryptServicePath(encrypt('javascript:alert(1)', 'Ab3dEf7h'))).toBeNull();
    expect(decryptServicePath(encrypt('just words', 'Ab3dEf7h'))).toBeNull();
  });
});

describe('decryptServiceUrl', () => {
  it('loads the decryption on demand and gives the address, or null when it cannot be read', async () => {
    expect(await decryptServiceUrl(API_PATH)).toBe(API_URL);
    expect(await decryptServiceUrl(API_PATH.slice(0, -8) + 'WRONGKEY')).toBeNull();
    expect(await decryptServiceUrl(encrypt('javascript:alert(1)', 'Ab3dEf7h'))).toBeNull();
  });
});

function fakePopup() {
  return { close: jest.fn(), opener: {} as unknown, location: { replace: jest.fn() } };
}

describe('openServicePopup', () => {
  it('opens a 440x500 popup at once, then points it at the decrypted chat without an opener', async () => {
    const popup = fakePopup();
    const open = jest.fn(() => popup as unknown as Window);
    const result = openServicePopup(API_PATH, { open });
    // Opened synchronously, inside the click, before the decryption code arrives.
    expect(open).toHaveBeenCalledTimes(1);
    expect(await result).toBe('opened');
    expect(open).toHaveBeenCalledWith('about:blank', 'suite-customer-service', expect.stringContaining('width=440,height=500'));
    expect(popup.location.replace).toHaveBeenCalledWith(API_URL);
    expect(popup.opener).toBeNull();
    expect(popup.close).not.toHaveBeenCalled();
  });

  it('closes the popup when the path cannot be decrypted', async () => {
    const popup = fakePopup();
    const open = jest.fn(() => popup as unknown as Window);
    expect(await openServicePopup(API_PATH.slice(0, -8) + 'WRONGKEY', { open })).toBe('invalid');
    expect(popup.close).toHaveBeenCalledTimes(1);
    expect(popup.location.replace).not.toHaveBeenCalled();
  });

  it('reports a blocked popup', async () => {
    expect(await openServicePopup(API_PATH, { open: () => null })).toBe('blocked');
  });
});

describe('openServiceLink', () => {
  it('opens http(s) links in a new tab and refuses anything else', () => {
    const open = jest.fn(() => null);
    expect(openServiceLink('https://t.me/support', { open })).toBe('opened');
    expect(open).toHaveBeenCalledWith('https://t.me/support', '_blank', 'noopener,noreferrer');
    expect(openServiceLink('javascript:alert(1)', { open })).toBe('invalid');
    expect(open).toHaveBeenCalledTimes(1);
  });
});
