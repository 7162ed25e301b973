// The app download page's and promo's texts: with their chunk, not with every page. Imported for its effect.
import { addHostTexts } from '../../i18n/page-texts';

addHostTexts({
  es: {
    download: {
      intro: 'Escanee el código con la cámara de su móvil para instalar la aplicación.',
      hint: 'En iOS, si aparece «Desarrollador no fiable», confíe en el perfil en Ajustes > General > Gestión de dispositivos.',
      none: 'Las aplicaciones no están disponibles por ahora.',
      promoTitle: 'Juegue desde su móvil',
      qrLabel: 'Código QR de la aplicación para {{platform}}',
      downloadFor: 'Descargar para {{platform}}',
      directAccess: 'Acceso directo (web móvil)',
      platforms: {
        ANDROID_APP: 'Android',
        IOS_APP: 'iOS',
      },
    },
  },
  en: {
    download: {
      intro: 'Scan the code with your phone’s camera to install the app.',
      hint: 'On iOS, if you see “Untrusted developer”, trust the profile in Settings > General > Device management.',
      none: 'The apps are not available right now.',
      promoTitle: 'Play on your phone',
      qrLabel: 'QR code of the {{platform}} app',
      downloadFor: 'Download for {{platform}}',
      directAccess: 'Direct access (mobile web)',
      platforms: {
        ANDROID_APP: 'Android',
        IOS_APP: 'iOS',
      },
    },
  },
});
