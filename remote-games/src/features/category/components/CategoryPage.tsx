import { useT } from '@suite/shared';
import { GAMES_NS } from '../../../i18n';

export type CategoryKey = 'rng' | 'fish' | 'pvp' | 'live' | 'sports' | 'esports' | 'elott' | 'cockfight' | 'fbsports' | 'seamless' | 'game';

export function CategoryPage({ category }: { category: CategoryKey }) {
  const { t } = useT(GAMES_NS);
  return (
    <section className="games-page" data-page={category} data-build={__SUITE_BUILD__.version}>
      <h1>{t(`pages.${category}`)}</h1>
    </section>
  );
}
