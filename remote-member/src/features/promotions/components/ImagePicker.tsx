import { buttonClassName, useTranslation } from '@suite/shared';
import { useId, useState, type ChangeEvent } from 'react';
import { addImageFiles, type ImageFileLimits, type ImageRefusal } from '../../../utils/image-files';
import { usePreviews } from '../hooks/use-previews';
import { PROMOTIONS_NS } from '../i18n';

interface ImagePickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  limits: ImageFileLimits;
  disabled?: boolean;
}

/** The application's images: a preview and a Remove button per image; every file left out named with its reason. */
export function ImagePicker({ files, onChange, limits, disabled = false }: ImagePickerProps) {
  const { t } = useTranslation(PROMOTIONS_NS);
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
    <div className="mem-pr-field">
      <label className="mem-pr-label" htmlFor={id}>
        {t('apply.images')}
      </label>
      <input
        id={id}
        className="mem-pr-file"
        type="file"
        accept="image/png,image/jpeg"
        multiple
        onChange={pick}
        disabled={full || disabled}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="mem-pr-hint">
        {full ? t('apply.imagesFull', { max: limits.maxImages }) : t('apply.imagesHint', { max: limits.maxImages, mb })}
      </p>
      {files.length > 0 && (
        <ul className="mem-pr-images" aria-label={t('apply.chosen')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="mem-pr-image">
              {previews[index] ? <img className="mem-pr-image__preview" src={previews[index] ?? undefined} alt={t('apply.preview', { name: file.name })} /> : null}
              <span className="mem-pr-image__name">{file.name}</span>
              <button
                type="button"
                className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                aria-label={t('apply.remove', { name: file.name })}
                onClick={() => remove(index)}
                disabled={disabled}
              >
                {t('apply.removeShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {refused.length > 0 && (
        <div role="alert" className="mem-pr-error">
          {refused.map((refusal, index) => (
            <p key={`${refusal.name}-${index}`}>{t(`errors.refused.${refusal.reason}`, { name: refusal.name, max: limits.maxImages, mb })}</p>
          ))}
        </div>
      )}
    </div>
  );
}
