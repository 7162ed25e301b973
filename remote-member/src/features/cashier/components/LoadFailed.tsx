import { LoadError, useTranslation, type ApiError } from '@suite/shared';
import { CASHIER_NS } from '../i18n';

/** A load that failed (the shared load error): what went wrong and a Retry that reloads. */
export function LoadFailed({ error, onRetry }: { error: ApiError | undefined; onRetry: () => void }) {
  const { t } = useTranslation(CASHIER_NS);
  return <LoadError title={t('common.loadFailed')} message={error?.message} retryLabel={t('common.retry')} onRetry={onRetry} />;
}
