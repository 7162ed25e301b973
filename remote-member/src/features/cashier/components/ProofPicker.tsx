import { api, buttonClassName, useTranslation } from '@suite/shared';
import { useId, useState, type ChangeEvent } from 'react';
import { CASHIER_NS } from '../i18n';
import { addProofFiles, type ProofRefusal } from '../proof-images';

export interface ProofPickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  required: boolean;
  /** The form was sent: a missing required proof is said. */
  showError: boolean;
}

const MAX_MB = Math.round(api.PROOF_MAX_BYTES / (1024 * 1024));

/** Proof images (png or jpeg, within the contract's limits): files left out are named with the reason. */
export function ProofPicker({ files, onChange, required, showError }: ProofPickerProps) {
  const { t } = useTranslation(CASHIER_NS);
  const id = useId();
  const [refused, setRefused] = useState<ProofRefusal[]>([]);
  const missing = required && files.length === 0 && showError;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const result = addProofFiles(files, Array.from(event.target.files ?? []));
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
    <div className="mem-cashier-field">
      <label className="mem-cashier-field__label" htmlFor={id}>
        {required ? t('withdraw.confirm.proofRequired') : t('withdraw.confirm.proofOptional')}
      </label>
      <input
        id={id}
        className="mem-cashier-file"
        type="file"
        accept={api.PROOF_MIME_TYPES.join(',')}
        multiple
        onChange={pick}
        disabled={files.length >= api.PROOF_MAX_IMAGES}
        aria-describedby={`${id}-hint`}
        aria-invalid={missing ? true : undefined}
      />
      <p id={`${id}-hint`} className="mem-cashier-field__hint">
        {files.length >= api.PROOF_MAX_IMAGES
          ? t('withdraw.confirm.proofFull', { max: api.PROOF_MAX_IMAGES })
          : t('withdraw.confirm.proofHint', { max: api.PROOF_MAX_IMAGES, mb: MAX_MB })}
      </p>
      {files.length > 0 ? (
        <ul className="mem-cashier-files" aria-label={t('withdraw.confirm.chosen')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="mem-cashier-files__item">
              <span className="mem-cashier-files__name">{file.name}</span>
              <button
                type="button"
                className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                aria-label={t('withdraw.confirm.remove', { name: file.name })}
                onClick={() => remove(index)}
              >
                {t('withdraw.confirm.removeShort')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {refused.length > 0 ? (
        <div role="alert" className="mem-cashier-field__error">
          {refused.map((refusal, index) => (
            <p key={`${refusal.name}-${index}`}>{t(`withdraw.confirm.refused.${refusal.reason}`, { name: refusal.name, max: api.PROOF_MAX_IMAGES, mb: MAX_MB })}</p>
          ))}
        </div>
      ) : null}
      {missing ? (
        <p role="alert" className="mem-cashier-field__error">
          {t('withdraw.confirm.proofMissing')}
        </p>
      ) : null}
    </div>
  );
}
