/** JSON schemas of the game calls' inputs (checked before the handlers; 400 names the field). */
import { GAME_CLASSIFY_CODES, GAME_PAGE_SIZE_MAX, GAME_TYPES } from '@suite/shared/contract';
import { DB_ID_PATTERN } from '../../http/input-guards';

export const gameTypeSchema = { type: 'string', enum: [...GAME_TYPES] };
export const vassalageSchema = { type: 'string', pattern: '^[A-Z0-9_]{2,20}$' };
export const languageSchema = { type: 'string', enum: ['es', 'en'] };
/** A game id: 1 ... 2^31-1 (an int4 column; a larger id is a 400, never a database error). */
export const nodeIdSchema = { type: 'string', pattern: DB_ID_PATTERN };
/** A non-negative amount with at most two decimals ('0.1' and '0.10' both pass). */
export const amountSchema = { type: 'string', pattern: '^(0|[1-9][0-9]{0,11})(\\.[0-9]{1,2})?$' };
const shortText = { type: 'string', maxLength: 64 };
const pageNo = { type: 'integer', minimum: 1, maximum: 100_000 };
const pageSize = { type: 'integer', minimum: 1, maximum: GAME_PAGE_SIZE_MAX };

export const languageQuerySchema = { type: 'object', properties: { language: languageSchema } };

export const vendorListQuerySchema = {
  type: 'object',
  properties: { platform: shortText, language: languageSchema },
};

export const vassGameTypeQuerySchema = {
  type: 'object',
  required: ['vassalage'],
  properties: { vassalage: vassalageSchema, language: languageSchema },
};

export const gameQuerySchema = {
  type: 'object',
  required: ['gameType'],
  properties: {
    clientType: { type: 'integer' },
    platform: shortText,
    channel: shortText,
    merchant: shortText,
    gameType: gameTypeSchema,
    vassalage: vassalageSchema,
    gameClassify: { type: 'string', enum: [...GAME_CLASSIFY_CODES] },
    gameName: { type: 'string', maxLength: 50 },
    minBet: amountSchema,
    minLineNum: { type: 'integer', minimum: 0, maximum: 100_000 },
    pageNo,
    pageSize,
    language: languageSchema,
    isTop: { type: 'integer', enum: [0, 1] },
  },
};

export const favoriteListQuerySchema = {
  type: 'object',
  properties: { gameType: gameTypeSchema, vassalage: vassalageSchema, pageNo, pageSize },
};

export const favoriteBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['nodeId', 'vendor', 'gameType'],
  properties: { nodeId: nodeIdSchema, vendor: vassalageSchema, gameType: gameTypeSchema },
};

export const removeFavoriteBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['nodeId'],
  properties: { nodeId: nodeIdSchema },
};

export const recentQuerySchema = {
  type: 'object',
  required: ['clientType'],
  properties: { clientType: { type: 'integer', enum: [3] }, vassalage: vassalageSchema },
};

export const hotGamesQuerySchema = {
  type: 'object',
  properties: { merchantCode: shortText, isPlatform: { type: 'integer' }, platform: shortText },
};
