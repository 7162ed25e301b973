import { type ApiError, LoadError, useTranslation } from '@suite/shared';
import { AGENT_KIT_NS, registerAgentKitTranslations } from './i18n';

registerAgentKitTranslations();

/** A list call that failed: what (the feature's words), why (the client's translated reason) and Retry. */
export function ListLoadError({ title, error, onRetry }: { title: string; error: ApiError; onRetry: () => void }) {
  const { t } = useTranslation(AGENT_KIT_NS);
  return <LoadError title={title} message={error.message} retryLabel={t('retry')} onRetry={onRetry} />;
}
