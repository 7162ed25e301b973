export { toWebUrl } from './web-url';
export { SERVICE_PATH_KEY_LENGTH } from './key-length';
// Decryption itself (crypto-js) is loaded on demand by openServicePopup, off the first load.
export { openServicePopup, openServiceLink, SERVICE_POPUP, type ServiceOpenResult } from './open-service';
