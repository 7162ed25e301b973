import { useTranslation } from '@suite/shared';
import { HOST_NS } from '../../../i18n';
import { useCustomerService } from '../use-customer-service';
import './customer-service.css';

/**
 * The customer-service button: live chat (purple header), VIP service for rank levels above 4, or the
 * plain service link. Disabled while the list loads or when the site has none.
 */
export function CustomerServiceButton({ variant = 'card' }: { variant?: 'card' | 'plain' }) {
  // 'plain': the status pages' button (spec 2 §8 key in_customer_service); 'card': the side menu's.
  const { t } = useTranslation(HOST_NS);
  const { choice, loading, open } = useCustomerService();
  const kind = choice?.kind ?? 'none';
  const header = t(`customerService.kind.${kind}`);
  if (variant === 'plain') {
    return (
      <button type="button" className="cs-button" onClick={open} disabled={!choice}>
        {t('status.in_customer_service')}
      </button>
    );
  }
  return (
    <div className={`cs-card cs-card--${kind}`} aria-busy={loading}>
      <div className="cs-card__header" aria-hidden="true">
        {header}
      </div>
      <button type="button" className="cs-card__button" onClick={open} disabled={!choice} aria-label={`${t('customerService.contact')}: ${header}`}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" fill="currentColor">
          <path d="M12 3a8 8 0 0 0-8 8v4a3 3 0 0 0 3 3h1v-7H6a6 6 0 0 1 12 0h-2v7h2v1a2 2 0 0 1-2 2h-3v2h3a4 4 0 0 0 4-4v-4.2A8 8 0 0 0 12 3z" />
        </svg>
        <span>{t('customerService.contact')}</span>
      </button>
    </div>
  );
}
