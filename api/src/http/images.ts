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

export type ImageRefusal = 'tooManyImages' | 'imageTooLarge' | 'notAnImage';

/**
 * Like decodeImages, but says why a list is refused, for a form that explains it (activity
 * applications). The type is read from the bytes alone: the declared type and the file's name (a
 * `.png` that is not one) count for nothing; a PNG must also begin with its IHDR chunk.
 */
export function checkImages(urls: readonly string[], { maxImages, maxBytes }: ImageLimits): { images: UploadedImage[] } | { refusal: ImageRefusal; position?: number } {
  if (urls.length > maxImages) return { refusal: 'tooManyImages' };
  const images: UploadedImage[] = [];
  for (const [index, url] of urls.entries()) {
    const match = /^data:[a-z]+\/[a-z0-9.+-]+;base64,([A-Za-z0-9+/]+={0,2})$/.exec(url);
    if (!match) return { refusal: 'notAnImage', position: index + 1 };
    const data = Buffer.from(match[1] as string, 'base64');
    if (data.length > maxBytes) return { refusal: 'imageTooLarge', position: index + 1 };
    const mime = sniffImage(data);
    if (!mime) return { refusal: 'notAnImage', position: index + 1 };
    images.push({ mime, data });
  }
  return { images };
}

/** PNG (signature and IHDR first) or JPEG (SOI then a marker), from the bytes; null otherwise. */
export function sniffImage(data: Buffer): UploadedImage['mime'] | null {
  if (data.length >= 16 && data.subarray(0, 8).equals(PNG_SIGNATURE) && data.subarray(12, 16).toString('latin1') === 'IHDR') return 'image/png';
  if (data.length >= 4 && data.subarray(0, 3).equals(JPEG_SIGNATURE) && (data[3] as number) >= 0xc0) return 'image/jpeg';
  return null;
}

/** Base64 of the most images allowed at their largest, plus room for the JSON around them. */
export function imagesBodyLimit({ maxImages, maxBytes }: ImageLimits): number {
  return Math.ceil((maxBytes * maxImages * 4) / 3) + 64 * 1024;
}
