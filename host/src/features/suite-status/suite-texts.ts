// The /suite page's table texts: with its chunk (its title stays: the route title needs it). Imported for its effect.
import { addHostTexts } from '../../i18n/page-texts';

addHostTexts({
  es: {
    suite: {
      name: 'Nombre',
      entry: 'URL de entrada',
      version: 'Versión',
      builtAt: 'Compilado',
      status: 'Estado',
      ok: 'Cargado',
      failed: 'No disponible',
      checking: 'Comprobando…',
      host: 'Anfitrión',
      sharedRequires: 'Necesita @suite/shared',
      sharedReceived: 'Recibe',
      sharedMet: 'Versiones',
      sharedOk: 'Compatibles',
      sharedRefused: 'Rechazado: el anfitrión no cumple el rango',
      sharedUnchecked: 'Sin comprobar',
      integrityFailed: 'falló la comprobación de integridad (sha384 esperado {{expected}}, servido {{served}})',
    },
  },
  en: {
    suite: {
      name: 'Name',
      entry: 'Entry URL',
      version: 'Version',
      builtAt: 'Built',
      status: 'Status',
      ok: 'Loaded',
      failed: 'Unavailable',
      checking: 'Checking…',
      host: 'Host',
      sharedRequires: 'Needs @suite/shared',
      sharedReceived: 'Receives',
      sharedMet: 'Versions',
      sharedOk: 'Met',
      sharedRefused: 'Refused: the host does not meet the range',
      sharedUnchecked: 'Not checked',
      integrityFailed: 'integrity check failed (sha384 expected {{expected}}, served {{served}})',
    },
  },
});
