import { formatClock, useTranslation } from '@suite/shared';
import { useEffect, useState } from 'react';
import { HOST_NS } from '../../../i18n';

/**
 * The header clock (spec 1 §2): the operator's local time (config.json `timeZone`, else the browser's) as
 * YYYY/MM/DD HH:mm:ss, refreshed each second.
 */
export function HeaderClock() {
  const { t } = useTranslation(HOST_NS);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  // Not a live region: a screen reader is not interrupted every second.
  return (
    <time className="header__clock" dateTime={now.toISOString()} title={t('header.clock')}>
      <span className="visually-hidden">{t('header.clock')}: </span>
      {formatClock(now)}
    </time>
  );
}
