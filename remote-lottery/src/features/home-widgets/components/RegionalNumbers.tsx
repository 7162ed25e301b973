import { api, formatDrawDate, Link, useTranslation } from '@suite/shared';
import { useId } from 'react';
import { DrawDigits } from '../../../components/DrawDigits';
import { LOTTERY_NS } from '../../../i18n';
import { useDrawPoll } from '../../../lib/use-draw-poll';
import { useLanguage } from '../../../lib/use-language';
import { VN_LOTTERY_PATH } from '../../../lib/paths';

const SKELETON_ROWS = 5;

/** Home widget: the latest 100 regional (VN) results, newest first. */
export function RegionalNumbers() {
  const { t } = useTranslation(LOTTERY_NS);
  const language = useLanguage();
  const titleId = useId();
  const { data, error, loaded } = useDrawPoll(api.regionalNumbers, { count: api.REGIONAL_NUMBERS_COUNT, language });
  return (
    <section className="lot-widget" aria-labelledby={titleId} aria-busy={!loaded} data-widget="regional-numbers">
      <h2 id={titleId} className="lot-widget__title">
        {t('widgets.regional.title')}
      </h2>
      {error && !data && <p role="alert">{error.message}</p>}
      {!loaded && (
        <ul className="lot-skeleton" aria-label={t('widgets.regional.loading')} data-skeleton="regional-numbers">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <li key={index} className="lot-skeleton__row" />
          ))}
        </ul>
      )}
      {data && data.length === 0 && (
        <div className="lot-empty">
          <p>{t('widgets.regional.empty')}</p>
          <Link to={VN_LOTTERY_PATH}>{t('widgets.regional.seeLotteries')}</Link>
        </div>
      )}
      {data && data.length > 0 && (
        // Scrolls on its own (100 rows): focusable so a keyboard can scroll it (WCAG 2.1.1).
        <div className="lot-results" tabIndex={0} role="group" aria-labelledby={titleId}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('widgets.regional.lottery')}</th>
                <th scope="col">{t('widgets.regional.draw')}</th>
                <th scope="col">{t('widgets.regional.date')}</th>
                <th scope="col">{t('widgets.regional.numbers')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((result) => (
                <tr key={`${result.gameId}-${result.numero}`}>
                  <th scope="row">{result.gameName}</th>
                  <td>{result.numero}</td>
                  <td>{formatDrawDate(result.winningTime)}</td>
                  <td>
                    <DrawDigits value={result.winningNumber} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
