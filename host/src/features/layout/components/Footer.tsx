import { useT } from '@suite/shared';
import { HOST_NS } from '../../../i18n';

export function Footer() {
  const { t } = useT(HOST_NS);
  return (
    <footer className="footer">
      <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
