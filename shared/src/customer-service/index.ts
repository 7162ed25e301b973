export { toWebUrl } from './web-url';
export { SERVICE_PATH_KEY_LENGTH } from './key-length';
// Decryption itself (crypto-js) is loaded on demand by openServicePopup and decryptServiceUrl, off the first load.
export { decryptServiceUrl } from './decrypt-service-url';
export { openServicePopup, openServiceLink, SERVICE_POPUP, type ServiceOpenResult } from './open-service';
