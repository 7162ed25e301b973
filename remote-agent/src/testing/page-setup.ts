// Test support: the frame every agent page test shares (texts, dates, a clean fake API, Spanish).
import { changeLanguage, loadDatePlugins } from '@suite/shared';
import { setToday } from './clock';
import { setUpTexts } from './render';
import { resetApi } from './shared-mock';

/** "Now" in the page tests: Monday 2026-11-23, 15:30 local time. */
export const TODAY = new Date(2026, 10, 23, 15, 30);

/**
 * Call at the top of a test file: the texts and date plugins once; before each test no answer and no
 * recorded call, today fixed and Spanish (a file's own beforeEach runs after, to add its answers); real
 * timers after each.
 */
export function setUpPageTests(): void {
  beforeAll(async () => {
    await setUpTexts();
    await loadDatePlugins();
  });
  beforeEach(async () => {
    resetApi();
    setToday(TODAY);
    await changeLanguage('es');
  });
  afterEach(() => jest.useRealTimers());
}
