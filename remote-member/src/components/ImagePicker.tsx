import { api, buttonClassName, useTranslation } from '@suite/shared';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { usePreviews } from '../hooks/use-previews';
import { addImageFiles, type ImageFileLimits, type ImageRefusal } from '../utils/image-files';

/** A form's texts for the picker: keys in `ns`, given `{ max, mb }` (and `name` where a file is named). */
export interface ImagePickerTexts {
  ns: string;
  label: string;
  /** The limits, while more images may be added. */
  hint: string;
  /** Said instead of the hint once maxImages are chosen. */
  full: string;
  chosen: string;
  /** The alt text of a file's preview; without it no previews are shown. */
  preview?: string;
  remove: string;
  removeShort: string;
  /** The refusal texts' prefix: `${refused}.type`, `.size`, `.count`. */
  refused: string;
}

/** The form's class names for each part of the picker. */
export interface ImagePickerClasses {
  field: string;
  label: string;
  file: string;
  hint: string;
  list: string;
  item: string;
  preview?: string;
  name: string;
  error: string;
}

/** A form's classes named `${prefix}-field`, `${prefix}-label`, `${prefix}-images`, `${prefix}-image__preview` and so on. */
export function imagePickerClasses(prefix: string): ImagePickerClasses {
  return {
    field: `${prefix}-field`,
    label: `${prefix}-label`,
    file: `${prefix}-file`,
    hint: `${prefix}-hint`,
    list: `${prefix}-images`,
    item: `${prefix}-image`,
    preview: `${prefix}-image__preview`,
    name: `${prefix}-image__name`,
    error: `${prefix}-error`,
  };
}

export interface ImagePickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  limits: ImageFileLimits;
  texts: ImagePickerTexts;
  classes: ImagePickerClasses;
  disabled?: boolean;
  /** The form was sent without a required image: the input is marked invalid (the form says why, as children). */
  invalid?: boolean;
  children?: ReactNode;
}

const NO_FILES: readonly File[] = [];

/** Images picked for a form (png or jpeg, within the limits): a preview and a Remove button per image; every file left out named with its reason. */
export function ImagePicker({ files, onChange, limits, texts, classes, disabled = false, invalid = false, children }: ImagePickerProps) {
  const { t } = useTranslation(texts.ns);
  const id = useId();
  const [refused, setRefused] = useState<ImageRefusal[]>([]);
  const previews = usePreviews(texts.preview ? files : NO_FILES);
  const max = limits.maxImages;
  const mb = Math.round(limits.maxBytes / (1024 * 1024));
  const full = files.length >= max;

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
    <div className={classes.field}>
      <label className={classes.label} htmlFor={id}>
        {t(texts.label)}
      </label>
      <input
        id={id}
        className={classes.file}
        type="file"
        accept={api.PROOF_MIME_TYPES.join(',')}
        multiple
        onChange={pick}
        disabled={full || disabled}
        aria-describedby={`${id}-hint`}
        aria-invalid={invalid ? true : undefined}
      />
      <p id={`${id}-hint`} className={classes.hint}>
        {full ? t(texts.full, { max }) : t(texts.hint, { max, mb })}
      </p>
      {files.length > 0 && (
        <ul className={classes.list} aria-label={t(texts.chosen)}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={classes.item}>
              {texts.preview && previews[index] ? (
                <img className={classes.preview} src={previews[index] ?? undefined} alt={t(texts.preview, { name: file.name })} />
              ) : null}
              <span className={classes.name}>{file.name}</span>
              <button
                type="button"
                className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                aria-label={t(texts.remove, { name: file.name })}
                onClick={() => remove(index)}
                disabled={disabled}
              >
                {t(texts.removeShort)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {refused.length > 0 && (
        <div role="alert" className={classes.error}>
          {refused.map((refusal, index) => (
            <p key={`${refusal.name}-${index}`}>{t(`${texts.refused}.${refusal.reason}`, { name: refusal.name, max, mb })}</p>
          ))}
        </div>
      )}
      {children}
    </div>
  );
}
