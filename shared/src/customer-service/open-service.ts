import { decryptServiceUrl } from './decrypt-service-url';
import { toWebUrl } from './web-url';

/** Size of the live-chat popup (spec 1 §2). */
export const SERVICE_POPUP = { name: 'suite-customer-service', width: 440, height: 500 } as const;

export type ServiceOpenResult = 'opened' | 'blocked' | 'invalid';

type Opener = Pick<Window, 'open'>;

/**
 * Opens the live chat in a 440x500 popup. The window is opened first, synchronously inside the click,
 * so popup blockers let it through; its address is set once the path is decrypted (the AES code is
 * fetched only then, it is not part of the first load), and the popup is closed when that fails.
 */
export async function openServicePopup(encryptedPath: string, target: Opener = window): Promise<ServiceOpenResult> {
  const features = `popup=yes,width=${SERVICE_POPUP.width},height=${SERVICE_POPUP.height}`;
  const popup = target.open('about:blank', SERVICE_POPUP.name, features);
  if (!popup) return 'blocked';
  const url = await decryptServiceUrl(encryptedPath);
  if (!url) {
    popup.close();
    return 'invalid';
  }
  try {
    // The chat page gets no handle on the site.
    popup.opener = null;
  } catch {
    /* some browsers make opener read-only: harmless */
  }
  popup.location.replace(url);
  return 'opened';
}

/**
 * Opens a plain service link (csType 1 or 2) in a new tab; only http(s) addresses are opened. With
 * `noopener` browsers answer null even when the tab opened, so a block cannot be told apart here.
 */
export function openServiceLink(path: string, target: Opener = window): ServiceOpenResult {
  const url = toWebUrl(path);
  if (!url) return 'invalid';
  target.open(url, '_blank', 'noopener,noreferrer');
  return 'opened';
}
