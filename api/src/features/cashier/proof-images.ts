/**
 * Proof images of a withdrawal confirmation: data URLs of PNG or JPEG, at most 3, at most 5 MB each
 * (decoded). The declared type must match the file's own signature bytes.
 */
import { PROOF_MAX_BYTES, PROOF_MAX_IMAGES } from '@suite/shared/contract';

export interface ProofImage {
  mime: 'image/png' | 'image/jpeg';
  data: Buffer;
}

const DATA_URL = /^data:(image\/png|image\/jpeg);base64,([A-Za-z0-9+/]+={0,2})$/;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** Decoded images, or null when any is not an acceptable image. */
export function decodeProofImages(urls: readonly string[]): ProofImage[] | null {
  if (urls.length > PROOF_MAX_IMAGES) return null;
  const images: ProofImage[] = [];
  for (const url of urls) {
    const match = DATA_URL.exec(url);
    if (!match) return null;
    const mime = match[1] as ProofImage['mime'];
    const data = Buffer.from(match[2] as string, 'base64');
    if (data.length === 0 || data.length > PROOF_MAX_BYTES) return null;
    const signature = mime === 'image/png' ? PNG_SIGNATURE : JPEG_SIGNATURE;
    if (!data.subarray(0, signature.length).equals(signature)) return null;
    images.push({ mime, data });
  }
  return images;
}

/** Base64 of 3 images of 5 MB, plus the JSON around them. */
export const CONFIRMATION_BODY_LIMIT = Math.ceil((PROOF_MAX_BYTES * PROOF_MAX_IMAGES * 4) / 3) + 64 * 1024;
