import { Modal, useTranslation, Link, useLocation, useNavigate } from '@suite/shared';
import { useEffect } from 'react';
import { HOST_NS } from '../../../i18n';
import { TERMS_SECTION_ID } from '../help-sections';
import { useHelpSections } from '../use-help-sections';
import { HelpSectionBody } from './HelpSectionBody';
import './help.css';
import '../help-member-texts';

/** /help: the help sections with a table of contents; /help#term opens the terms of use in the help modal. */
export function HelpPage() {
  const { t } = useTranslation(HOST_NS);
  const { hash } = useLocation();
  const navigate = useNavigate();
  const { sections, loading, terms } = useHelpSections();
  const anchor = decodeURIComponent(hash.replace(/^#/, ''));
  const termsOpen = anchor === TERMS_SECTION_ID;

  useEffect(() => {
    if (!anchor || termsOpen || loading) return;
    document.getElementById(`help-${anchor}`)?.scrollIntoView?.({ block: 'start' });
  }, [anchor, termsOpen, loading]);

  return (
    <section className="page help-page" aria-busy={loading}>
      <h1>{t('pages.help')}</h1>
      <div className="help-page__layout">
        <nav className="help-page__toc" aria-label={t('help.contents')}>
          <ul>
            {sections.map((section) => (
              <li key={section.id}>
                <Link to={{ hash: section.id }} aria-current={anchor === section.id ? 'location' : undefined}>
                  {section.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="help-page__sections">
          {sections.map((section) => (
            <article key={section.id} id={`help-${section.id}`} className="help-page__section" aria-labelledby={`help-title-${section.id}`}>
              <h2 id={`help-title-${section.id}`}>{section.title}</h2>
              <HelpSectionBody section={section} />
            </article>
          ))}
        </div>
      </div>
      <Modal open={termsOpen} title={terms.title} onClose={() => navigate({ hash: '' }, { replace: true })} lockScroll className="help-modal">
        <div className="help-modal__body">
          <HelpSectionBody section={terms} />
        </div>
      </Modal>
    </section>
  );
}
