import type { UploadProgress } from '@suite/shared';
import { useId } from 'react';

/** The share of the body uploaded, in whole percent; undefined while the total is unknown. */
export function uploadPercent({ loaded, total, progress }: UploadProgress): number | undefined {
  const share = progress ?? (total ? loaded / total : undefined);
  return share === undefined ? undefined : Math.min(100, Math.max(0, Math.round(share * 100)));
}

/**
 * A form's upload in flight (images sent with callApi's `onUploadProgress`): a `<progress>` named by its
 * visible label, the percent beside it; without a percent yet it shows as indeterminate.
 */
export function UploadProgressBar({ label, percent }: { label: string; percent: number | undefined }) {
  const id = useId();
  return (
    <div className="mem-upload">
      <label className="mem-upload__label" htmlFor={id}>
        {label}
      </label>
      <progress id={id} className="mem-upload__bar" max={100} value={percent} />
      {/* The bar's value is what assistive technology reads; the figure is for the eye. */}
      {percent === undefined ? null : (
        <span className="mem-upload__percent" aria-hidden="true">
          {percent} %
        </span>
      )}
    </div>
  );
}
