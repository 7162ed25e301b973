import type { FastifyInstance } from 'fastify';
import { ANNOUNCEMENT_TYPES, type AnnouncementType, announcements } from '@suite/shared/contract';
import { bannerSvg, SVG_CONTENT_TYPE } from '../../artwork/svg';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { serve } from '../../http/serve';
import { type ArtRow, readAnnouncements, readBannerArt, readPromotionArt } from './content-repository';

const TYPE = `(${ANNOUNCEMENT_TYPES.join('|')})`;

const announcementQuerySchema = {
  type: 'object',
  required: ['types', 'platform'],
  properties: {
    types: { type: 'string', pattern: `^${TYPE}(,${TYPE})*$` },
    platform: { type: 'string', enum: ['W'] },
    execution: { type: 'string', pattern: '^[A-Z]$' },
  },
};

const IMAGE_FILE = /^([a-z0-9-]{1,64})\.svg$/;
const SUITE_LABEL = 'SUITE';

/** Player notices, banners, popup, promotions and help (MCSFE_getListAnnouncements), and their images. */
export function registerContentRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  serve(app, announcements, {
    input: announcementQuerySchema,
    handler: (input, request) => readAnnouncements(db, input.types.split(',') as AnnouncementType[], requestLanguage(request)),
  });

  const image = (path: string, read: (id: string, language: 'es' | 'en') => Promise<ArtRow | null>): void => {
    app.get<{ Params: { file: string }; Querystring: { lang?: string } }>(path, { config: { rateLimit: false } }, async (request, reply) => {
      const id = IMAGE_FILE.exec(request.params.file)?.[1];
      const art = id ? await read(id, request.query.lang === 'en' ? 'en' : 'es') : null;
      if (!art) throw new HttpError(404, 'Image not found');
      return reply
        .header('content-type', SVG_CONTENT_TYPE)
        .header('cache-control', 'public, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(bannerSvg(art.headline, art.color_from, art.color_to, SUITE_LABEL));
    });
  };
  image('/wps/static/banners/:file', (id, language) => readBannerArt(db, id, language));
  image('/wps/static/promotions/:file', (id, language) => readPromotionArt(db, id, language));
}
