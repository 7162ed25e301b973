import { useEffect, useState } from 'react';

/** Object URLs showing the chosen files, revoked when the files change or the form goes away. */
export function usePreviews(files: readonly File[]): (string | null)[] {
  const [urls, setUrls] = useState<(string | null)[]>([]);
  useEffect(() => {
    const canPreview = typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function';
    const made = files.map((file) => (canPreview ? URL.createObjectURL(file) : null));
    setUrls(made);
    return () => {
      for (const url of made) if (url) URL.revokeObjectURL(url);
    };
  }, [files]);
  return urls;
}
