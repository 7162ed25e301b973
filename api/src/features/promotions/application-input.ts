/**
 * An activity application's input (spec 2 §5). The schema keeps what never changes (types, no control
 * characters, generous caps so that a long comment, a fourth file or a 6 MB image reaches the check
 * below and gets a translated answer instead of a bare schema error); `checkApplication` applies the
 * spec's limits: comment 1-140 characters (counted, never cut), at most 3 png/jpg images of at most
 * 5 MB each (type read from the bytes), age confirmed.
 */
import type { preValidationHookHandler } from 'fastify';
import { ACTIVITY_COMMENT_MAX, ACTIVITY_MAX_IMAGE_BYTES, ACTIVITY_MAX_IMAGES, type ApplyPromotionRequest } from '@suite/shared/contract';
import { HttpError } from '../../http/envelope';
import { checkImages, imagesBodyLimit, type ImageLimits } from '../../http/images';
import { NO_CONTROL_CHARACTERS } from '../messages/message-input';
import { applicationBadInput } from './promotion-messages';
import type { CheckedApplication } from './promotion-repository';
import { PROMOTION_ID_PATTERN } from './promotion-repository';

const LIMITS: ImageLimits = { maxImages: ACTIVITY_MAX_IMAGES, maxBytes: ACTIVITY_MAX_IMAGE_BYTES };
/** Room for the most images at their largest (and a little over, so an oversize one is judged, not cut off). */
export const APPLICATION_BODY_LIMIT = imagesBodyLimit({ maxImages: ACTIVITY_MAX_IMAGES + 1, maxBytes: ACTIVITY_MAX_IMAGE_BYTES });
/** A few more files than allowed still reach the check (to be refused with a translated message). */
const IMAGES_SCHEMA_MAX = 10;

export const applicationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['promotionId', 'comment'],
  properties: {
    promotionId: { type: 'string', minLength: 2, maxLength: 40, pattern: PROMOTION_ID_PATTERN },
    comment: { type: 'string', maxLength: 20_000, pattern: NO_CONTROL_CHARACTERS },
    images: { type: 'array', maxItems: IMAGES_SCHEMA_MAX, items: { type: 'string', maxLength: APPLICATION_BODY_LIMIT } },
    ageConfirmed: { type: 'boolean' },
  },
};

/** Refuses fields of the wrong JSON type before the schema could coerce them ('true' for true, 5 for '5'). */
export const applicationTypes: preValidationHookHandler = async (request) => {
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
  const fields = body as Record<string, unknown>;
  for (const name of ['promotionId', 'comment']) {
    if (fields[name] !== undefined && typeof fields[name] !== 'string') throw new HttpError(400, `Invalid body: ${name} must be a string`);
  }
  if (fields.ageConfirmed !== undefined && typeof fields.ageConfirmed !== 'boolean') throw new HttpError(400, 'Invalid body: ageConfirmed must be a boolean');
  if (fields.images !== undefined && (!Array.isArray(fields.images) || fields.images.some((item) => typeof item !== 'string'))) {
    throw new HttpError(400, 'Invalid body: images must be a list of data URLs');
  }
};

/** Characters as the member counts them (an emoji is one), as the page's counter does. */
export const characterCount = (text: string): number => [...text].length;

export function checkApplication(input: ApplyPromotionRequest): CheckedApplication {
  const comment = input.comment.trim();
  if (comment.length === 0) throw applicationBadInput('commentRequired');
  const length = characterCount(comment);
  if (length > ACTIVITY_COMMENT_MAX) throw applicationBadInput('commentTooLong', { length, max: ACTIVITY_COMMENT_MAX });
  const checked = checkImages(input.images ?? [], LIMITS);
  if ('refusal' in checked) {
    const position = checked.position ?? 0;
    if (checked.refusal === 'tooManyImages') throw applicationBadInput('tooManyImages', { max: ACTIVITY_MAX_IMAGES });
    if (checked.refusal === 'imageTooLarge') throw applicationBadInput('imageTooLarge', { position, mb: ACTIVITY_MAX_IMAGE_BYTES / (1024 * 1024) });
    throw applicationBadInput('notAnImage', { position });
  }
  if (input.ageConfirmed !== true) throw applicationBadInput('ageNotConfirmed');
  return { comment, images: checked.images };
}
