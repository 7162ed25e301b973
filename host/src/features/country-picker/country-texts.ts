// The country picker's texts: with its chunk (SMS login, phone fields). Imported for its effect.
import { addHostTexts } from '../../i18n/page-texts';

addHostTexts({
  es: {
    country: {
      label: 'Código de país',
      list: 'Códigos de país',
    },
  },
  en: {
    country: {
      label: 'Country code',
      list: 'Country codes',
    },
  },
});
