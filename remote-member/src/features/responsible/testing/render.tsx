// Test support: the safer gambling page in a memory router at its centre path (where it signs out to),
// with the shared dialog host (the end date after an exclusion) and the texts registered.
import { DialogHost, initI18n, MemoryRouter, Route, Routes, useLocation } from '@suite/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { registerMemberTranslations } from '../../../i18n';
import { registerResponsibleTranslations } from '../i18n';

export const PAGE_PATH = '/member/responsibleGambling';

export async function setUpTexts(): Promise<void> {
  await initI18n();
  registerMemberTranslations();
  registerResponsibleTranslations();
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

export function renderPage(page: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[PAGE_PATH]}>
      <Routes>
        <Route path={PAGE_PATH} element={page} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
      <DialogHost />
    </MemoryRouter>,
  );
}

/** Catches the CSV download: the file name and the text of the Blob behind it. */
export function captureDownloads() {
  const files: { name: string; text: Promise<string> }[] = [];
  let pending: Blob | undefined;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    pending = blob;
    return 'blob:statement';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = pending;
    if (blob) files.push({ name: this.download, text: readBlob(blob) });
  });
  return files;
}

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}
