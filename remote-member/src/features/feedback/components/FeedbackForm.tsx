import { api, ApiError, buttonClassName, callApi, useTranslation } from '@suite/shared';
import { forwardRef, useId, useState, type FormEvent } from 'react';
import { ImagePicker, imagePickerClasses, type ImagePickerTexts } from '../../../components/ImagePicker';
import { UploadProgressBar, uploadPercent } from '../../../components/UploadProgress';
import { readAsDataUrl } from '../../../utils/image-files';
import { characterCount, checkDraft, type DraftErrors, type FeedbackDraft, type FieldError } from '../feedback-rules';
import { FEEDBACK_NS } from '../i18n';

const EMPTY: FeedbackDraft = { category: '', content: '', contact: '' };
const SERVER_CODES = ['contentTooShort', 'contentTooLong', 'categoryUnknown', 'imagesInvalid'];
/** Optional screenshots: previews with Remove, and every file left out named with its reason. */
const PICKER_TEXTS: ImagePickerTexts = {
  ns: FEEDBACK_NS,
  label: 'form.images',
  hint: 'form.imagesHint',
  full: 'form.imagesFull',
  chosen: 'form.chosen',
  preview: 'form.preview',
  remove: 'form.remove',
  removeShort: 'form.removeShort',
  refused: 'errors.refused',
};
const PICKER_CLASSES = imagePickerClasses('mem-fb');

interface FeedbackFormProps {
  settings: api.FeedbackSettings;
  onSent: () => void;
}

/**
 * The feedback form: type, content with a live "n / max" counter under the operator's bounds, an
 * optional contact and screenshots. Bad input is refused with the field's message (never cut);
 * the server's refusal, if any, is shown in the member's language.
 */
export const FeedbackForm = forwardRef<HTMLSelectElement, FeedbackFormProps>(function FeedbackForm({ settings, onSent }, categoryRef) {
  const { t } = useTranslation(FEEDBACK_NS);
  const id = useId();
  const [draft, setDraft] = useState<FeedbackDraft>(EMPTY);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [sending, setSending] = useState(false);
  /** While images go up: the percent sent (undefined until the browser knows the total). */
  const [upload, setUpload] = useState<{ percent: number | undefined } | null>(null);
  const [failure, setFailure] = useState('');
  const [sent, setSent] = useState(false);
  const limits = { maxImages: settings.maxImages, maxBytes: settings.maxImageBytes };
  const mb = Math.round(settings.maxImageBytes / (1024 * 1024));

  const count = characterCount(draft.content.trim());
  const over = count > settings.maxLength;

  const update = (field: keyof FeedbackDraft, value: string) => {
    setSent(false);
    setDraft((previous) => ({ ...previous, [field]: value }));
    // A field's message goes once it is fixed (a new one shows on the next send).
    if (errors[field] && !checkDraft({ ...draft, [field]: value }, settings)[field]) {
      setErrors((previous) => ({ ...previous, [field]: undefined }));
    }
  };

  const messageOf = (error: FieldError | undefined): string => (error ? t(`errors.${error.key}`, { ...error }) : '');

  const refusalText = (error: unknown): string => {
    if (error instanceof ApiError) {
      const code = (error.value as { code?: string } | null | undefined)?.code;
      if (code && SERVER_CODES.includes(code)) {
        return t(`errors.${code}`, { min: settings.minLength, max: code === 'imagesInvalid' ? settings.maxImages : settings.maxLength, mb, count, over: count - settings.maxLength });
      }
      return error.message;
    }
    return '';
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    setSent(false);
    const found = checkDraft(draft, settings);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSending(true);
    try {
      const images = await Promise.all(files.map(readAsDataUrl));
      const contact = draft.contact.trim();
      if (images.length > 0) setUpload({ percent: undefined });
      await callApi(
        api.feedback,
        {
          category: draft.category,
          content: draft.content.trim(),
          ...(contact ? { contact } : {}),
          ...(images.length > 0 ? { images } : {}),
        },
        images.length > 0 ? { onUploadProgress: (progress) => setUpload({ percent: uploadPercent(progress) }) } : undefined,
      );
      setDraft(EMPTY);
      setFiles([]);
      setSent(true);
      onSent();
    } catch (caught) {
      setFailure(refusalText(caught) || t('form.failed'));
    } finally {
      setSending(false);
      setUpload(null);
    }
  };

  const describedBy = (field: string, ...more: string[]) => [errors[field as keyof FeedbackDraft] ? `${id}-${field}-error` : '', ...more].filter(Boolean).join(' ') || undefined;

  return (
    <form className="mem-fb-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mem-fb-title">
        {t('form.title')}
      </h2>
      <p className="mem-fb-hint">{t('form.intro')}</p>

      <div className="mem-fb-field">
        <label className="mem-fb-label" htmlFor={`${id}-category`}>
          {t('form.category')}
        </label>
        <select
          ref={categoryRef}
          id={`${id}-category`}
          className="mem-fb-input"
          value={draft.category}
          onChange={(event) => update('category', event.target.value)}
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={describedBy('category')}
        >
          <option value="">{t('form.choose')}</option>
          {settings.categories.map((code) => (
            <option key={code} value={code}>
              {t(`categories.${code}`, { defaultValue: code })}
            </option>
          ))}
        </select>
        {errors.category && (
          <p id={`${id}-category-error`} className="mem-fb-error">
            {messageOf(errors.category)}
          </p>
        )}
      </div>

      <div className="mem-fb-field">
        <div className="mem-fb-label-row">
          <label className="mem-fb-label" htmlFor={`${id}-content`}>
            {t('form.content')}
          </label>
          <span id={`${id}-counter`} className={`mem-fb-counter${over ? ' mem-fb-counter--over' : ''}`}>
            <span aria-hidden="true">{t('form.counter', { count, max: settings.maxLength })}</span>
            <span className="mem-fb-sr-only">{t('form.counterLabel', { count, max: settings.maxLength, min: settings.minLength })}</span>
          </span>
        </div>
        <textarea
          id={`${id}-content`}
          className="mem-fb-input mem-fb-textarea"
          rows={6}
          value={draft.content}
          onChange={(event) => update('content', event.target.value)}
          aria-invalid={errors.content || over ? true : undefined}
          aria-describedby={describedBy('content', `${id}-counter`)}
        />
        {errors.content ? (
          <p id={`${id}-content-error`} className="mem-fb-error">
            {messageOf(errors.content)}
          </p>
        ) : over ? (
          <p className="mem-fb-error">{t('errors.contentTooLong', { max: settings.maxLength, over: count - settings.maxLength })}</p>
        ) : null}
      </div>

      <div className="mem-fb-field">
        <label className="mem-fb-label" htmlFor={`${id}-contact`}>
          {t('form.contact')}
        </label>
        <input
          id={`${id}-contact`}
          className="mem-fb-input"
          type="text"
          autoComplete="email"
          value={draft.contact}
          onChange={(event) => update('contact', event.target.value)}
          aria-invalid={errors.contact ? true : undefined}
          aria-describedby={describedBy('contact', `${id}-contact-hint`)}
        />
        <p id={`${id}-contact-hint`} className="mem-fb-hint">
          {t('form.contactHint')}
        </p>
        {errors.contact && (
          <p id={`${id}-contact-error`} className="mem-fb-error">
            {messageOf(errors.contact)}
          </p>
        )}
      </div>

      <ImagePicker files={files} onChange={setFiles} limits={limits} texts={PICKER_TEXTS} classes={PICKER_CLASSES} />
      {upload ? <UploadProgressBar label={t('form.uploading')} percent={upload.percent} /> : null}

      {failure && (
        <div className="mem-alert" role="alert">
          <p>
            <strong>{t('form.failed')}</strong> {failure === t('form.failed') ? '' : failure}
          </p>
        </div>
      )}
      <p role="status" className="mem-fb-sent">
        {sent ? t('form.sent') : ''}
      </p>
      <div className="mem-fb-actions">
        <button type="submit" className={buttonClassName()} disabled={sending} aria-busy={sending || undefined}>
          {sending ? t('form.sending') : t('form.submit')}
        </button>
      </div>
    </form>
  );
});
