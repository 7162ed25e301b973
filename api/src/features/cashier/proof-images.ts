/**
 * Proof images of a withdrawal confirmation: data URLs of PNG or JPEG, at most 3, at most 5 MB each
 * (decoded), checked by the neutral http/images module.
 */
import { PROOF_MAX_BYTES, PROOF_MAX_IMAGES } from '@suite/shared/contract';
import { decodeImages, type ImageLimits, imagesBodyLimit, type UploadedImage } from '../../http/images';

export type ProofImage = UploadedImage;

const PROOF_LIMITS: ImageLimits = { maxImages: PROOF_MAX_IMAGES, maxBytes: PROOF_MAX_BYTES };

/** Decoded images, or null when any is not an acceptable image. */
export function decodeProofImages(urls: readonly string[]): ProofImage[] | null {
  return decodeImages(urls, PROOF_LIMITS);
}

/** Base64 of 3 images of 5 MB, plus the JSON around them. */
export const CONFIRMATION_BODY_LIMIT = imagesBodyLimit(PROOF_LIMITS);
