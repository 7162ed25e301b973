/**
 * Decrypts a live-chat path (csType 3) to its http(s) address, or null when it cannot be read. The AES
 * code (crypto-js) is fetched on the first call only, so it is not part of the first load.
 */
export async function decryptServiceUrl(encryptedPath: string): Promise<string | null> {
  try {
    const { decryptServicePath } = await import('./service-path');
    return decryptServicePath(encryptedPath);
  } catch {
    // The chunk did not load (offline, deploy in between): same as an unreadable path.
    return null;
  }
}
