/** The live-chat entry (csType 3): the last 8 characters of its path are the key, the rest the ciphertext. */
export const SERVICE_PATH_KEY_LENGTH = 8;
