// The notices page's empty state: with that page's chunk (the bar's texts stay). Imported for its effect.
import { addHostTexts } from '../../i18n/page-texts';

addHostTexts({
  es: {
    notices: {
      empty: 'No hay avisos por ahora.',
    },
  },
  en: {
    notices: {
      empty: 'There are no notices right now.',
    },
  },
});
