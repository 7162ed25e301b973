/**
 * The feedback form's input. The schema holds what never changes (types, caps, no control
 * characters, at most 3 images); the operator's bounds (length, categories) and the images
 * themselves are checked by `checkFeedback` with translated 400s.
 */
import { type FeedbackRequest, type FeedbackSettings, PROOF_MAX_BYTES, PROOF_MAX_IMAGES } from '@suite/shared/contract';
import { decodeImages, imagesBodyLimit, type UploadedImage } from '../../http/images';
import { NO_CONTROL_CHARACTERS } from '../messages/message-input';
import { feedbackRefusal } from './feedback-messages';
import { FEEDBACK_CONTENT_HARD_MAX } from './feedback-settings';

export const FEEDBACK_IMAGE_LIMITS = { maxImages: PROOF_MAX_IMAGES, maxBytes: PROOF_MAX_BYTES };
/** The one route whose body may carry three 5 MB images. */
export const FEEDBACK_BODY_LIMIT = imagesBodyLimit(FEEDBACK_IMAGE_LIMITS);
/** A data URL of one image at its largest: the prefix and the base64 of PROOF_MAX_BYTES. */
const IMAGE_URL_MAX = 'data:image/jpeg;base64,'.length + Math.ceil(PROOF_MAX_BYTES / 3) * 4;

export const feedbackSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['category', 'content'],
  properties: {
    category: { type: 'string', minLength: 1, maxLength: 50, pattern: NO_CONTROL_CHARACTERS },
    content: { type: 'string', minLength: 1, maxLength: FEEDBACK_CONTENT_HARD_MAX, pattern: NO_CONTROL_CHARACTERS },
    contact: { type: 'string', maxLength: 100, pattern: NO_CONTROL_CHARACTERS },
    images: { type: 'array', maxItems: PROOF_MAX_IMAGES, items: { type: 'string', maxLength: IMAGE_URL_MAX } },
  },
};

export interface CheckedFeedback {
  category: string;
  content: string;
  contact: string | null;
  images: UploadedImage[];
}

/** Characters as the member counts them (an emoji is one), as the page's counter does. */
export const characterCount = (text: string): number => [...text].length;

export function checkFeedback(input: FeedbackRequest, settings: FeedbackSettings): CheckedFeedback {
  const category = input.category.trim();
  if (!settings.categories.includes(category)) throw feedbackRefusal('categoryUnknown');
  const content = input.content.trim();
  const length = characterCount(content);
  const bounds = { min: settings.minLength, max: settings.maxLength };
  if (length < settings.minLength) throw feedbackRefusal('contentTooShort', bounds);
  if (length > settings.maxLength) throw feedbackRefusal('contentTooLong', bounds);
  const images = decodeImages(input.images ?? [], FEEDBACK_IMAGE_LIMITS);
  if (!images) throw feedbackRefusal('imagesInvalid', { max: PROOF_MAX_IMAGES, mb: PROOF_MAX_BYTES / (1024 * 1024) });
  return { category, content, contact: input.contact?.trim() || null, images };
}
