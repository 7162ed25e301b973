import { api, EmptyState, formatMoney, LoadError, useApi, usePublicState, useTranslation } from '@suite/shared';
import { useEffect, useRef, useState } from 'react';
import { PageSkeleton } from '../../../components/PageBoundary';
import { Pager } from '@suite/shared/reports';
import { useClaimReward } from '../hooks/use-claim-reward';
import { REWARDS_NS, registerRewardsTranslations } from '../i18n';
import { RewardCard } from './RewardCard';
import { RewardHistory } from './RewardHistory';
import '../rewards.css';

registerRewardsTranslations();

/** Where rewards come from: the promotions page. */
const PROMOTIONS_PATH = '/promotions';

const PAGE_SIZE = 20;

/**
 * Reward center (rewardCenter): rewards waiting to be claimed as cards, each with its Claim button,
 * then the claimed and expired ones. A claim credits the main wallet; the header balance and the
 * badges follow, and a notice says what was added.
 */
export default function RewardCenterPage() {
  const { t, i18n } = useTranslation(REWARDS_NS);
  const { currencySymbol } = usePublicState();
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useApi(api.memberRewards, { pageNo: page, pageSize: PAGE_SIZE });
  const { claim, pending } = useClaimReward();
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState({ text: '', focus: false });
  const noticeRef = useRef<HTMLParagraphElement>(null);

  // The card just claimed is gone: the notice takes the focus.
  useEffect(() => {
    if (notice.focus) noticeRef.current?.focus();
  }, [notice]);

  const onClaim = async (reward: api.MemberReward) => {
    setFailure(null);
    setNotice({ text: '', focus: false });
    const outcome = await claim(reward.rewardId);
    if (outcome.ok) {
      const amount = formatMoney(outcome.value.amount, { symbol: currencySymbol, locale: i18n.language });
      setNotice({ text: t('notice.claimed', { amount, title: reward.title }), focus: true });
      reload();
      return;
    }
    if (outcome.unknown) {
      setFailure(`${t('failed.claim', { title: reward.title })} ${t('failed.unknown')}`);
      return;
    }
    setFailure(`${t('failed.claim', { title: reward.title })} ${outcome.error.message}`);
    // Refused (claimed elsewhere, expired): show the reward as it is now.
    reload();
  };

  const goTo = (next: number) => {
    setNotice({ text: '', focus: false });
    setFailure(null);
    setPage(next);
  };

  const waiting = data?.list.filter((reward) => reward.state === 'issued') ?? [];
  const history = data?.list.filter((reward) => reward.state !== 'issued') ?? [];

  return (
    <div className="mem-rw">
      <p ref={noticeRef} className="mem-rw-notice" role="status" tabIndex={-1}>
        {notice.text}
      </p>
      {failure && (
        <div className="mem-alert" role="alert">
          <p>{failure}</p>
        </div>
      )}
      {error ? (
        <LoadError title={t('load.failed')} message={error.message} retryLabel={t('load.retry')} onRetry={reload} />
      ) : loading && !data ? (
        <PageSkeleton rows={5} />
      ) : data ? (
        <>
          {(page === 1 || waiting.length > 0) && (
            <section className="mem-rw-section" aria-labelledby="mem-rw-waiting">
              <h2 id="mem-rw-waiting" className="mem-rw-section__title">
                {t('waiting.title')}
              </h2>
              {waiting.length === 0 ? (
                <EmptyState title={t('empty.title')} hint={t('empty.hint')} action={{ to: PROMOTIONS_PATH, label: t('empty.action') }} />
              ) : (
                <ul className="mem-rw-cards" aria-label={t('waiting.label')}>
                  {waiting.map((reward) => (
                    <RewardCard
                      key={reward.rewardId}
                      reward={reward}
                      claiming={pending.has(reward.rewardId)}
                      onClaim={() => void onClaim(reward)}
                    />
                  ))}
                </ul>
              )}
            </section>
          )}
          {(history.length > 0 || data.totalPages === page) && (
            <section className="mem-rw-section" aria-labelledby="mem-rw-history">
              <h2 id="mem-rw-history" className="mem-rw-section__title">
                {t('history.title')}
              </h2>
              <RewardHistory rewards={history} />
            </section>
          )}
        </>
      ) : null}
      {data && !error && data.totalPages > 1 && <Pager page={page} totalPages={data.totalPages} onPage={goTo} label={t('pager.label')} className="mem-rw-pager" />}
    </div>
  );
}
