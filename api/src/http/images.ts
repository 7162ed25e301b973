/**
 * Images uploaded in a JSON body as data URLs of PNG or JPEG (withdrawal proofs, feedback). The
 * declared type must match the file's own signature bytes; each image is checked decoded.
 */
export interface UploadedImage {
  mime: 'image/png' | 'image/jpeg';
  data: Buffer;
}

export interface ImageLimits {
  maxImages: number;
  /** Decoded bytes of one image. */
  maxBytes: number;
}

const DATA_URL = /^data:(image\/png|image\/jpeg);base64,([A-Za-z0-9+/]+={0,2})$/;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** Decoded images, or null when there are too many or any is not an acceptable image. */
export function decodeImages(urls: readonly string[], { maxImages, maxBytes }: ImageLimits): UploadedImage[] | null {
  if (urls.length > maxImages) return null;
  const images: UploadedImage[] = [];
  for (const url of urls) {
    const match = DATA_URL.exec(url);
    if (!match) return null;
    const mime = match[1] as UploadedImage['mime'];
    const data = Buffer.from(match[2] as string, 'base64');
    if (data.length === 0 || data.length > maxBytes) return null;
    const signature = mime === 'image/png' ? PNG_SIGNATURE : JPEG_SIGNATURE;
    if (!data.subarray(0, signature.length).equals(signature)) return null;
    images.push({ mime, data });
  }
  return images;
}

/** Base64 of the most images allowed at their largest, plus room for the JSON around them. */
export function imagesBodyLimit({ maxImages, maxBytes }: ImageLimits): number {
  return Math.ceil((maxBytes * maxImages * 4) / 3) + 64 * 1024;
}
