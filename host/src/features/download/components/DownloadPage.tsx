import { useTranslation, Link } from '@suite/shared';
import { HOST_NS } from '../../../i18n';
import { AppDownloads } from './AppDownloads';
import './download.css';

/** /down (bare): the app download page with the Android and iOS QR codes. */
export function DownloadPage() {
  const { t } = useTranslation(HOST_NS);
  return (
    <section className="page download-page">
      <h1>{t('pages.down')}</h1>
      <p className="download-page__intro">{t('download.intro')}</p>
      <AppDownloads withDirectAccess />
      <p className="download-page__hint">{t('download.hint')}</p>
      <Link to="/" className="download-page__home">
        {t('pages.backHome')}
      </Link>
    </section>
  );
}
