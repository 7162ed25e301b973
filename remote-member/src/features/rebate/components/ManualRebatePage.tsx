import { api, type ApiError, buttonClassName, LoadError, useApi, useTranslation } from '@suite/shared';
import { useState } from 'react';
import { PageSkeleton } from '../../../components/PageBoundary';
import { useClaimRebate } from '../hooks/use-claim-rebate';
import { useFormatMoney } from '../hooks/use-format-money';
import { REBATE_NS, registerRebateTranslations } from '../i18n';
import { ClaimHistory } from './ClaimHistory';
import { RebatePreviewTable } from './RebatePreviewTable';
import '../rebate.css';

registerRebateTranslations();

type Result = { ok: true; amount: api.Money; balance: api.Money } | { ok: false; error: ApiError; unknown: boolean };

/**
 * Manual rebate (manualRebate): what the member's valid bets since the last claim pay back, per
 * game type, and the claim. Below the minimum the button is disabled and says why. A claim whose
 * answer was lost is retried with the same idempotency key, so it never pays twice.
 */
export default function ManualRebatePage() {
  const { t } = useTranslation(REBATE_NS);
  const money = useFormatMoney();
  const preview = useApi(api.rebatePreview, undefined);
  const { claim, pending } = useClaimRebate();
  const [result, setResult] = useState<Result | null>(null);
  const [claims, setClaims] = useState(0);

  const onClaim = async () => {
    setResult(null);
    const outcome = await claim();
    if (!outcome) return;
    if (outcome.ok) {
      setResult({ ok: true, amount: outcome.value.claim.amount, balance: outcome.value.balance });
      setClaims((n) => n + 1);
    } else {
      setResult(outcome);
    }
    preview.reload();
  };

  const data = preview.data;
  return (
    <div className="mem-rebate">
      <p className="mem-rebate-notice" role="status">
        {result?.ok ? t('claim.success', { amount: money(result.amount), balance: money(result.balance) }) : ''}
      </p>
      {result && !result.ok && (
        <div className="mem-alert" role="alert">
          <p>
            <strong>{t('claim.failed')}</strong> {result.error.message}
          </p>
          {result.unknown && <p>{t('claim.retryHint')}</p>}
        </div>
      )}
      <section className="mem-rebate-section" aria-labelledby="mem-rebate-preview">
        <h2 id="mem-rebate-preview" className="mem-rebate-heading">
          {t('preview.title')}
        </h2>
        {data === undefined ? (
          preview.error ? (
            <LoadError title={t('load.failed')} message={preview.error.message} retryLabel={t('load.retry')} onRetry={preview.reload} />
          ) : (
            <PageSkeleton rows={5} />
          )
        ) : (
          <>
            {preview.error && <LoadError title={t('load.failed')} message={preview.error.message} retryLabel={t('load.retry')} onRetry={preview.reload} />}
            <RebatePreviewTable preview={data} />
            <div className="mem-rebate-actions">
              <button
                type="button"
                className={buttonClassName()}
                onClick={() => void onClaim()}
                disabled={!data.claimable || pending}
                aria-busy={pending || undefined}
                aria-describedby={data.claimable ? undefined : 'mem-rebate-why'}
              >
                {pending ? t('claim.pending') : t('claim.button')}
              </button>
              {!data.claimable && (
                <p id="mem-rebate-why" className="mem-rebate-muted">
                  {t('claim.belowMinimum', { total: money(data.total), min: money(data.minClaim) })}
                </p>
              )}
            </div>
          </>
        )}
      </section>
      <ClaimHistory key={claims} />
    </div>
  );
}
