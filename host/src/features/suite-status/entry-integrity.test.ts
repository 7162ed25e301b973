import { createHash, webcrypto } from 'node:crypto';
import { entryIntegrityMismatch, sha384Integrity } from './entry-integrity';

const subtle = webcrypto.subtle as unknown as SubtleCrypto;
const entry = 'http://localhost:3001/remoteEntry.js';
const built = 'var remote_games;(()=>{/* the build */})();';
const sriOf = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const answer = (body: string, status = 200) =>
  jest.fn(async () => ({ ok: status < 400, status, arrayBuffer: async () => new TextEncoder().encode(body).buffer }) as unknown as Response);

describe('entry integrity (/__suite)', () => {
  it('computes the SRI remotes.json records (sha384, base64)', async () => {
    expect(await sha384Integrity(new TextEncoder().encode(built).buffer, subtle)).toBe(sriOf(built));
  });

  it('names both hashes when the served bytes are not the recorded ones', async () => {
    const fetchEntry = answer(`${built}/* tampered */`);
    await expect(entryIntegrityMismatch(entry, sriOf(built), { fetchEntry, subtle })).resolves.toEqual({
      expected: sriOf(built),
      served: sriOf(`${built}/* tampered */`),
    });
    expect(fetchEntry).toHaveBeenCalledWith(entry, { cache: 'no-store', mode: 'cors', credentials: 'omit' });
  });

  it('says nothing when the bytes match, the entry is unreachable or there is no WebCrypto', async () => {
    await expect(entryIntegrityMismatch(entry, sriOf(built), { fetchEntry: answer(built), subtle })).resolves.toBeNull();
    await expect(entryIntegrityMismatch(entry, sriOf(built), { fetchEntry: answer('', 404), subtle })).resolves.toBeNull();
    const down = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(entryIntegrityMismatch(entry, sriOf(built), { fetchEntry: down, subtle })).resolves.toBeNull();
    await expect(
      entryIntegrityMismatch(entry, sriOf(built), { fetchEntry: answer('x'), subtle: undefined as unknown as SubtleCrypto }),
    ).resolves.toBeNull();
  });
});
