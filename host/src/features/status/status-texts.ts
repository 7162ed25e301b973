// The maintenance and region-blocked pages' texts: with their chunk (StatusPageViews); the customer
// service label stays in the host's texts (the side menu shows it). Imported for its effect.
import { addHostTexts } from '../../i18n/page-texts';

addHostTexts({
  es: {
    status: {
      game_maintenance: 'Sitio en mantenimiento',
      info_maintenance: 'Estamos mejorando nuestro servicio. Vuelva más tarde; sus fondos están seguros.',
      end_time: 'Fin previsto:',
      blockip: 'Acceso restringido',
      your_ip: 'Su dirección IP: <ip>{{ip}}</ip>',
      info_ip_block:
        'Lo sentimos, nuestro servicio no está disponible en su región. Si cree que se trata de un error, contacte con atención al cliente.',
    },
  },
  en: {
    status: {
      game_maintenance: 'Site under maintenance',
      info_maintenance: 'We are improving our service. Please come back later; your funds are safe.',
      end_time: 'Expected end:',
      blockip: 'Access restricted',
      your_ip: 'Your IP address: <ip>{{ip}}</ip>',
      info_ip_block: 'Sorry, our service is not available in your region. If you think this is a mistake, please contact customer service.',
    },
  },
});
