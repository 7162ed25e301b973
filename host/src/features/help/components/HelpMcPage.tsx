import { useTranslation } from '@suite/shared';
import { HOST_NS } from '../../../i18n';
import './help.css';
import '../help-member-texts';

const TOPICS = ['securityCenter', 'deposit', 'withdraw', 'records', 'rewards'] as const;

/** /helpmc (bare): help for the member centre pages. */
export function HelpMcPage() {
  const { t } = useTranslation(HOST_NS);
  return (
    <section className="page help-page help-page--bare">
      <h1>{t('pages.helpmc')}</h1>
      {TOPICS.map((topic) => (
        <article key={topic} className="help-page__section" aria-labelledby={`helpmc-${topic}`}>
          <h2 id={`helpmc-${topic}`}>{t(`help.member.${topic}.title`)}</h2>
          <p>{t(`help.member.${topic}.body`)}</p>
        </article>
      ))}
    </section>
  );
}
