// The chat room modal's texts: with its chunk (it loads when the chat first opens). Imported for its effect.
import { addHostTexts } from '../../i18n/page-texts';

addHostTexts({
  es: { customerService: { chatRoom: { title: 'Chat en vivo', frame: 'Chat en vivo de atención al cliente' } } },
  en: { customerService: { chatRoom: { title: 'Live chat', frame: 'Customer service live chat' } } },
});
