export { decryptServicePath, toWebUrl, SERVICE_PATH_KEY_LENGTH } from './service-path';
export { openServicePopup, openServiceLink, SERVICE_POPUP, type ServiceOpenResult } from './open-service';
