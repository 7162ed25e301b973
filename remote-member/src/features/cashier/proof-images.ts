import { api } from '@suite/shared';

export type ProofRefusalReason = 'type' | 'size' | 'count';
export interface ProofRefusal {
  name: string;
  reason: ProofRefusalReason;
}

const ALLOWED_TYPES: readonly string[] = api.PROOF_MIME_TYPES;

/**
 * Adds the picked files to the chosen ones under the contract's limits (png or jpeg, each at most
 * PROOF_MAX_BYTES, at most PROOF_MAX_IMAGES in all); every file left out is named with its reason.
 */
export function addProofFiles(chosen: readonly File[], picked: readonly File[]): { files: File[]; refused: ProofRefusal[] } {
  const files = [...chosen];
  const refused: ProofRefusal[] = [];
  for (const file of picked) {
    if (!ALLOWED_TYPES.includes(file.type)) refused.push({ name: file.name, reason: 'type' });
    else if (file.size > api.PROOF_MAX_BYTES) refused.push({ name: file.name, reason: 'size' });
    else if (files.length >= api.PROOF_MAX_IMAGES) refused.push({ name: file.name, reason: 'count' });
    else files.push(file);
  }
  return { files, refused };
}

/** A file as a data URL ("data:image/png;base64,..."), the form the API takes proof images in. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable file')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}
