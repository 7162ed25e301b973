import { api } from '@suite/shared';

export type ImageRefusalReason = 'type' | 'size' | 'count';
export interface ImageRefusal {
  name: string;
  reason: ImageRefusalReason;
}

export interface ImageFileLimits {
  maxImages: number;
  maxBytes: number;
}

/** The contract's image limits (withdrawal proofs; feedback screenshots use the same). */
export const IMAGE_FILE_LIMITS: ImageFileLimits = { maxImages: api.PROOF_MAX_IMAGES, maxBytes: api.PROOF_MAX_BYTES };

const ALLOWED_TYPES: readonly string[] = api.PROOF_MIME_TYPES;

/**
 * Adds the picked files to the chosen ones under the limits (png or jpeg, each at most maxBytes, at
 * most maxImages in all); every file left out is named with its reason.
 */
export function addImageFiles(
  chosen: readonly File[],
  picked: readonly File[],
  { maxImages, maxBytes }: ImageFileLimits = IMAGE_FILE_LIMITS,
): { files: File[]; refused: ImageRefusal[] } {
  const files = [...chosen];
  const refused: ImageRefusal[] = [];
  for (const file of picked) {
    if (!ALLOWED_TYPES.includes(file.type)) refused.push({ name: file.name, reason: 'type' });
    else if (file.size > maxBytes) refused.push({ name: file.name, reason: 'size' });
    else if (files.length >= maxImages) refused.push({ name: file.name, reason: 'count' });
    else files.push(file);
  }
  return { files, refused };
}

/** A file as a data URL ("data:image/png;base64,..."), the form the API takes images in. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable file')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}
