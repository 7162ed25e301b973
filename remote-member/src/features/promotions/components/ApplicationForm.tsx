import { api, ApiError, buttonClassName, callApi, useTranslation } from '@suite/shared';
import { useId, useState, type FormEvent } from 'react';
import { ImagePicker, imagePickerClasses, type ImagePickerTexts } from '../../../components/ImagePicker';
import { UploadProgressBar, uploadPercent } from '../../../components/UploadProgress';
import { readAsDataUrl } from '../../../utils/image-files';
import {
  APPLICATION_ERROR_CODES,
  APPLICATION_IMAGE_LIMITS,
  type ApplicationDraft,
  type ApplicationErrors,
  type ApplicationFieldError,
  characterCount,
  checkApplicationDraft,
} from '../application-rules';
import { PROMOTIONS_NS } from '../i18n';

const EMPTY: ApplicationDraft = { comment: '', ageConfirmed: false };
/** The application's images: a preview and a Remove button per image; every file left out named with its reason. */
const PICKER_TEXTS: ImagePickerTexts = {
  ns: PROMOTIONS_NS,
  label: 'apply.images',
  hint: 'apply.imagesHint',
  full: 'apply.imagesFull',
  chosen: 'apply.chosen',
  preview: 'apply.preview',
  remove: 'apply.remove',
  removeShort: 'apply.removeShort',
  refused: 'errors.refused',
};
const PICKER_CLASSES = imagePickerClasses('mem-pr');

interface ApplicationFormProps {
  promotionId: string;
  onApplied: (application: api.ActivityApplication) => void;
}

/**
 * The activity application (spec 2 §5): a comment counted as the member types (140 at most: a longer
 * one is refused, never cut), up to 3 png/jpg images with previews and Remove, the age confirmation,
 * and a progress bar while the images go up. Nothing typed or chosen is lost on a refusal.
 */
export function ApplicationForm({ promotionId, onApplied }: ApplicationFormProps) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const id = useId();
  const [draft, setDraft] = useState<ApplicationDraft>(EMPTY);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [sending, setSending] = useState(false);
  const [upload, setUpload] = useState<{ percent: number | undefined } | null>(null);
  const [failure, setFailure] = useState('');
  const max = api.ACTIVITY_COMMENT_MAX;
  const mb = Math.round(api.ACTIVITY_MAX_IMAGE_BYTES / (1024 * 1024));
  const count = characterCount(draft.comment.trim());
  const over = count > max;

  const update = <K extends keyof ApplicationDraft>(field: K, value: ApplicationDraft[K]) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (errors[field] && !checkApplicationDraft(next)[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };
  const messageOf = (error: ApplicationFieldError | undefined) => (error ? t(`errors.${error.key}`, { ...error }) : '');

  const refusalText = (error: unknown): string => {
    if (!(error instanceof ApiError)) return t('apply.failed');
    const code = (error.value as { code?: string } | null | undefined)?.code;
    if (code && (APPLICATION_ERROR_CODES as readonly string[]).includes(code)) {
      return t(`errors.${code}`, { count, max: code === 'tooManyImages' ? api.ACTIVITY_MAX_IMAGES : max, over: count - max, mb });
    }
    return error.message;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    const found = checkApplicationDraft(draft);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSending(true);
    try {
      const images = await Promise.all(files.map(readAsDataUrl));
      if (images.length > 0) setUpload({ percent: undefined });
      const application = await callApi(
        api.applyPromotion,
        { promotionId, comment: draft.comment.trim(), ageConfirmed: true, ...(images.length > 0 ? { images } : {}) },
        images.length > 0 ? { onUploadProgress: (progress) => setUpload({ percent: uploadPercent(progress) }) } : undefined,
      );
      setDraft(EMPTY);
      setFiles([]);
      onApplied(application);
    } catch (caught) {
      setFailure(refusalText(caught));
    } finally {
      setSending(false);
      setUpload(null);
    }
  };

  const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(' ') || undefined;

  return (
    <form className="mem-pr-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mem-pr-section__title">
        {t('apply.title')}
      </h2>
      <div className="mem-pr-field">
        <div className="mem-pr-label-row">
          <label className="mem-pr-label" htmlFor={`${id}-comment`}>
            {t('apply.comment')}
          </label>
          <span id={`${id}-counter`} className={`mem-pr-counter${over ? ' mem-pr-counter--over' : ''}`}>
            <span aria-hidden="true">{t('apply.counter', { count, max })}</span>
            <span className="mem-pr-sr-only">{t('apply.counterLabel', { count, max })}</span>
          </span>
        </div>
        <textarea
          id={`${id}-comment`}
          className="mem-pr-input mem-pr-textarea"
          rows={4}
          value={draft.comment}
          onChange={(event) => update('comment', event.target.value)}
          aria-invalid={errors.comment || over ? true : undefined}
          aria-describedby={describedBy(`${id}-counter`, Boolean(errors.comment || over) && `${id}-comment-error`)}
        />
        {errors.comment || over ? (
          <p id={`${id}-comment-error`} className="mem-pr-error">
            {errors.comment ? messageOf(errors.comment) : t('errors.commentTooLong', { count, max, over: count - max })}
          </p>
        ) : null}
      </div>

      <ImagePicker files={files} onChange={setFiles} limits={APPLICATION_IMAGE_LIMITS} texts={PICKER_TEXTS} classes={PICKER_CLASSES} disabled={sending} />

      <div className="mem-pr-field">
        <label className="mem-pr-check">
          <input
            type="checkbox"
            checked={draft.ageConfirmed}
            onChange={(event) => update('ageConfirmed', event.target.checked)}
            aria-invalid={errors.ageConfirmed ? true : undefined}
            aria-describedby={errors.ageConfirmed ? `${id}-age-error` : undefined}
          />
          <span>{t('apply.age')}</span>
        </label>
        {errors.ageConfirmed && (
          <p id={`${id}-age-error`} className="mem-pr-error">
            {messageOf(errors.ageConfirmed)}
          </p>
        )}
      </div>

      {upload ? <UploadProgressBar label={t('apply.uploading')} percent={upload.percent} /> : null}
      {failure && (
        <div className="mem-alert" role="alert">
          <p>
            <strong>{t('apply.failed')}</strong> {failure === t('apply.failed') ? '' : failure}
          </p>
        </div>
      )}
      <div className="mem-pr-actions">
        <button type="submit" className={buttonClassName()} disabled={sending} aria-busy={sending || undefined}>
          {sending ? t('apply.sending') : t('apply.submit')}
        </button>
      </div>
    </form>
  );
}
