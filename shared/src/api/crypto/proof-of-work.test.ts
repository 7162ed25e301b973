/** @jest-environment node */
import { leadingZeroBits, solveChallenge, solveHumanVerification } from './proof-of-work';

async function zeroBitsOf(text: string): Promise<number> {
  return leadingZeroBits(new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))));
}

describe('proof-of-work solver', () => {
  it('counts leading zero bits', () => {
    expect(leadingZeroBits(new Uint8Array([0x80]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0x0f, 0xff]))).toBe(4);
    expect(leadingZeroBits(new Uint8Array([0x00, 0x01]))).toBe(15);
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
  });

  it('finds the smallest counter whose hash has the required zero bits', async () => {
    const nonce = 'n0nce-for-the-test-xyz';
    const counter = await solveChallenge({ nonce, difficulty: 8 });
    expect(await zeroBitsOf(`${nonce}${counter}`)).toBeGreaterThanOrEqual(8);
    for (let smaller = 0; smaller < counter; smaller += 1) {
      expect(await zeroBitsOf(`${nonce}${smaller}`)).toBeLessThan(8);
    }
  });

  it('solves the default difficulty (12 bits) quickly', async () => {
    const started = performance.now();
    for (let round = 0; round < 5; round += 1) await solveChallenge({ nonce: `nonce-${round}-abcdefghijklmnop`, difficulty: 12 });
    // Five challenges; one is expected to take well under 300 ms in a browser.
    expect((performance.now() - started) / 5).toBeLessThan(300);
  });

  it('returns the fields of a request: provider pow and `<challenge>.<counter>`', async () => {
    const challenge = { challenge: 'abc.4.1900000000.sig', nonce: 'abc', difficulty: 4, expiresAt: '2030-01-01T00:00:00.000Z' };
    const result = await solveHumanVerification(challenge);
    expect(result.verifyProvider).toBe('pow');
    const counter = result.verifyToken.slice(challenge.challenge.length + 1);
    expect(result.verifyToken.startsWith(`${challenge.challenge}.`)).toBe(true);
    expect(counter).toMatch(/^\d+$/);
    expect(await zeroBitsOf(`abc${counter}`)).toBeGreaterThanOrEqual(4);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(solveChallenge({ nonce: 'x', difficulty: 30 }, { signal: controller.signal })).rejects.toThrow();
  });
});
