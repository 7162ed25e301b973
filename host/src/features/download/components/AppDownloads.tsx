import { useTranslation } from '@suite/shared';
import { HOST_NS } from '../../../i18n';
import { useDomainRoutes } from '../../site-config/use-site-config';
import { appDownloads, directAccess } from '../app-resources';
import { QR_DEFAULT_SIZE, QR_PROMO_SIZE, QrCode } from './QrCode';
import './download.css';
import '../download-texts';

export interface AppDownloadsProps {
  /** QR size in CSS pixels (200 on /down, 120 in the promo block). */
  size?: number;
  /** Shows the direct-access entry too. */
  withDirectAccess?: boolean;
}

/** Android and iOS QR codes from the route resources ("routers", devices 0 and 3), with their download links. */
export function AppDownloads({ size = QR_DEFAULT_SIZE, withDirectAccess = false }: AppDownloadsProps) {
  const { t } = useTranslation(HOST_NS);
  const { data, error, loading, reload } = useDomainRoutes();
  const apps = appDownloads(data?.resources);
  const direct = withDirectAccess ? directAccess(data?.resources) : undefined;

  if (loading && !data) {
    return (
      <div className="app-downloads" aria-busy="true">
        {[0, 1].map((key) => (
          <div key={key} className="app-downloads__placeholder" style={{ width: size, height: size }} />
        ))}
      </div>
    );
  }
  if (error && !data) {
    return (
      <div role="alert" className="inline-error">
        <p>{error.message}</p>
        <button type="button" onClick={reload}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (apps.length === 0 && !direct) return <p className="empty-state">{t('download.none')}</p>;
  return (
    <div className="app-downloads">
      {apps.map((app) => {
        const name = t(`download.platforms.${app.platform}`);
        return (
          <figure key={app.platform} className="app-downloads__item">
            <QrCode value={app.qrValue} size={size} label={t('download.qrLabel', { platform: name })} />
            <figcaption className="app-downloads__caption">
              <span className="app-downloads__name">{name}</span>
              <a href={app.url} target="_blank" rel="noopener noreferrer" className="app-downloads__link">
                {t('download.downloadFor', { platform: name })}
              </a>
            </figcaption>
          </figure>
        );
      })}
      {direct && (
        <a href={direct.url} target="_blank" rel="noopener noreferrer" className="app-downloads__direct">
          {t('download.directAccess')}
        </a>
      )}
    </div>
  );
}

/** The login page's download promo block (spec 1 §2): QR codes of 120 and the direct-access entry. */
export function AppDownloadPromo() {
  const { t } = useTranslation(HOST_NS);
  return (
    <section className="app-promo" aria-labelledby="app-promo-title">
      <h2 id="app-promo-title" className="app-promo__title">
        {t('download.promoTitle')}
      </h2>
      <AppDownloads size={QR_PROMO_SIZE} withDirectAccess />
    </section>
  );
}
