import { PageSection } from '../../../components/PageSection';
import { api, Button, buttonClassName, formatMoney, Link, LoadError, SkeletonList, Tabs, useApi, usePublicState, useSession, useTranslation } from '@suite/shared';
import { useEffect, useRef, useState } from 'react';
import { formatPoints } from '../format-points';
import { POINT_MALL_NS, registerPointMallTranslations } from '../i18n';
import { ConvertDialog } from './ConvertDialog';
import { PointDetails } from './PointDetails';
import { RedeemDialog } from './RedeemDialog';
import { RedeemHistory } from './RedeemHistory';
import { RewardsPanel } from './RewardsPanel';
import '../point-mall.css';

registerPointMallTranslations();

type Section = 'rewards' | 'history' | 'details';

/**
 * /pointMall (spec 2 §2 points mall): the member's points (they never expire) with the conversion to
 * money, the rewards with filters and stock, the redeem dialog, the redeem history and the points
 * details. A visitor sees the rewards and a call to log in.
 */
export function PointMallPage() {
  const { t, i18n } = useTranslation(POINT_MALL_NS);
  const { currencySymbol } = usePublicState();
  const loggedIn = useSession() !== null;
  const [section, setSection] = useState<Section>('rewards');
  const [redeeming, setRedeeming] = useState<api.PointReward | null>(null);
  const [converting, setConverting] = useState(false);
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState({ text: '', focus: false });
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const balance = useApi(api.pointBalance, undefined, { enabled: loggedIn });
  const config = useApi(api.pointConfig, undefined, { enabled: loggedIn });
  const points = loggedIn ? (balance.data?.points ?? null) : null;
  const money = (amount: string) => formatMoney(amount, { symbol: currencySymbol, locale: i18n.language });
  const number = (value: number) => formatPoints(value, i18n.language);

  useEffect(() => {
    if (notice.focus) noticeRef.current?.focus();
  }, [notice]);

  const moved = (message?: string) => {
    setVersion((value) => value + 1);
    balance.reload();
    if (message) setNotice({ text: message, focus: true });
  };

  const sections = [
    { value: 'rewards' as Section, label: t('page.rewards') },
    { value: 'history' as Section, label: t('page.history') },
    { value: 'details' as Section, label: t('page.details') },
  ];
  const rewards = <RewardsPanel points={points} onRedeem={setRedeeming} version={version} />;

  return (
    <PageSection page="pointMall" title={t('page.title')}>
      <div className="mem-pm">
        <p className="mem-pm__intro">{t('page.intro')}</p>
        {loggedIn ? (
          <section className="mem-pm-balance" aria-labelledby="mem-pm-balance-title">
            <h2 id="mem-pm-balance-title" className="mem-pm-balance__title">
              {t('balance.title')}
            </h2>
            {balance.error ? (
              <LoadError title={t('balance.failed')} message={balance.error.message} retryLabel={t('rewards.retry')} onRetry={balance.reload} />
            ) : !balance.data ? (
              <SkeletonList label={t('balance.loading')} rows={2} className="mem-pm-balance__skeleton" />
            ) : (
              <>
                <p className="mem-pm-balance__points" data-testid="points-balance">
                  {t('balance.points', { points: number(balance.data.points) })}
                </p>
                {balance.data.validBet !== undefined && <p className="mem-pm-balance__meta">{t('balance.validBet', { amount: money(balance.data.validBet) })}</p>}
                {config.data?.betPerPoint && <p className="mem-pm-balance__meta">{t('balance.earning', { amount: money(config.data.betPerPoint) })}</p>}
                <p className="mem-pm-balance__meta">{t('balance.noExpiry')}</p>
                {config.data && (
                  <Button variant="secondary" size="sm" onClick={() => setConverting(true)}>
                    {t('balance.convert')}
                  </Button>
                )}
              </>
            )}
          </section>
        ) : (
          <section className="mem-pm-visitor" aria-labelledby="mem-pm-visitor-title">
            <h2 id="mem-pm-visitor-title" className="mem-pm-balance__title">
              {t('visitor.title')}
            </h2>
            <p>{t('visitor.text')}</p>
            <div className="mem-pm-visitor__actions">
              <Link to="/login" className={buttonClassName()}>
                {t('visitor.login')}
              </Link>
              <Link to="/register" className={buttonClassName({ variant: 'secondary' })}>
                {t('visitor.register')}
              </Link>
            </div>
          </section>
        )}
        <p ref={noticeRef} className="mem-pm-notice" role="status" tabIndex={-1}>
          {notice.text}
        </p>
        {loggedIn ? (
          <Tabs<Section> label={t('page.sections')} items={sections} value={section} onChange={(value) => setSection(value)} panelClassName="mem-pm__panel" className="mem-pm__tabs">
            {section === 'rewards' ? rewards : section === 'history' ? <RedeemHistory version={version} /> : <PointDetails version={version} />}
          </Tabs>
        ) : (
          rewards
        )}
        {redeeming && points !== null && (
          <RedeemDialog
            reward={redeeming}
            points={points}
            onClose={() => setRedeeming(null)}
            onRedeemed={(result, message) => {
              if (result) setRedeeming(null);
              moved(message);
            }}
          />
        )}
        {converting && config.data && points !== null && (
          <ConvertDialog
            config={config.data}
            points={points}
            onClose={() => setConverting(false)}
            onConverted={(_result, message) => {
              setConverting(false);
              moved(message);
            }}
          />
        )}
      </div>
    </PageSection>
  );
}
