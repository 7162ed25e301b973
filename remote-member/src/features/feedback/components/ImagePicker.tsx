import { buttonClassName, useTranslation } from '@suite/shared';
import { useId, useState, type ChangeEvent } from 'react';
import { addImageFiles, type ImageFileLimits, type ImageRefusal } from '../../../utils/image-files';
import { usePreviews } from '../hooks/use-previews';
import { FEEDBACK_NS } from '../i18n';

interface ImagePickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  limits: ImageFileLimits;
}

/** Optional screenshots: previews with Remove, and every file left out named with its reason. */
export function ImagePicker({ files, onChange, limits }: ImagePickerProps) {
  const { t } = useTranslation(FEEDBACK_NS);
  const id = useId();
  const [refused, setRefused] = useState<ImageRefusal[]>([]);
  const previews = usePreviews(files);
  const mb = Math.round(limits.maxBytes / (1024 * 1024));
  const full = files.length >= limits.maxImages;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const result = addImageFiles(files, Array.from(event.target.files ?? []), limits);
    setRefused(result.refused);
    onChange(result.files);
    // The same file may be chosen again after it was removed.
    event.target.value = '';
  };
  const remove = (index: number) => {
    setRefused([]);
    onChange(files.filter((_, position) => position !== index));
  };

  return (
    <div className="mem-fb-field">
      <label className="mem-fb-label" htmlFor={id}>
        {t('form.images')}
      </label>
      <input
        id={id}
        className="mem-fb-file"
        type="file"
        accept="image/png,image/jpeg"
        multiple
        onChange={pick}
        disabled={full}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="mem-fb-hint">
        {full ? t('form.imagesFull', { max: limits.maxImages }) : t('form.imagesHint', { max: limits.maxImages, mb })}
      </p>
      {files.length > 0 && (
        <ul className="mem-fb-images" aria-label={t('form.chosen')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="mem-fb-image">
              {previews[index] ? (
                <img className="mem-fb-image__preview" src={previews[index] ?? undefined} alt={t('form.preview', { name: file.name })} />
              ) : null}
              <span className="mem-fb-image__name">{file.name}</span>
              <button
                type="button"
                className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                aria-label={t('form.remove', { name: file.name })}
                onClick={() => remove(index)}
              >
                {t('form.removeShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {refused.length > 0 && (
        <div role="alert" className="mem-fb-error">
          {refused.map((refusal, index) => (
            <p key={`${refusal.name}-${index}`}>{t(`errors.refused.${refusal.reason}`, { name: refusal.name, max: limits.maxImages, mb })}</p>
          ))}
        </div>
      )}
    </div>
  );
}
