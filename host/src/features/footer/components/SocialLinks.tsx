import { useTranslation } from '@suite/shared';
import { HOST_NS } from '../../../i18n';
import { usePermission } from '../../site-config/use-site-config';
import { socialLinks } from '../social';
import { SocialIcon } from './SocialIcon';

/** Links to the site's social accounts, only those the permission resources list (spec 1 §2). */
export function SocialLinks({ className = 'social-links' }: { className?: string }) {
  const { t } = useTranslation(HOST_NS);
  const { info } = usePermission();
  const links = socialLinks(info?.resources);
  if (links.length === 0) return null;
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.type}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className="social-links__link"
            aria-label={t('footer.socialLink', { name: link.label })}
            title={link.label}
          >
            <SocialIcon type={link.type} />
          </a>
        </li>
      ))}
    </ul>
  );
}
