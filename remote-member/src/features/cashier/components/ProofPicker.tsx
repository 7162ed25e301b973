import { useTranslation } from '@suite/shared';
import { ImagePicker, type ImagePickerClasses, type ImagePickerTexts } from '../../../components/ImagePicker';
import { IMAGE_FILE_LIMITS } from '../../../utils/image-files';
import { CASHIER_NS } from '../i18n';

export interface ProofPickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  required: boolean;
  /** The form was sent: a missing required proof is said. */
  showError: boolean;
}

const TEXTS: Omit<ImagePickerTexts, 'label'> = {
  ns: CASHIER_NS,
  hint: 'withdraw.confirm.proofHint',
  full: 'withdraw.confirm.proofFull',
  chosen: 'withdraw.confirm.chosen',
  remove: 'withdraw.confirm.remove',
  removeShort: 'withdraw.confirm.removeShort',
  refused: 'withdraw.confirm.refused',
};
const REQUIRED_TEXTS: ImagePickerTexts = { ...TEXTS, label: 'withdraw.confirm.proofRequired' };
const OPTIONAL_TEXTS: ImagePickerTexts = { ...TEXTS, label: 'withdraw.confirm.proofOptional' };
const CLASSES: ImagePickerClasses = {
  field: 'mem-cashier-field',
  label: 'mem-cashier-field__label',
  file: 'mem-cashier-file',
  hint: 'mem-cashier-field__hint',
  list: 'mem-cashier-files',
  item: 'mem-cashier-files__item',
  name: 'mem-cashier-files__name',
  error: 'mem-cashier-field__error',
};

/** Proof images (png or jpeg, within the contract's limits): files left out are named with the reason. */
export function ProofPicker({ files, onChange, required, showError }: ProofPickerProps) {
  const { t } = useTranslation(CASHIER_NS);
  const missing = required && files.length === 0 && showError;
  return (
    <ImagePicker
      files={files}
      onChange={onChange}
      limits={IMAGE_FILE_LIMITS}
      texts={required ? REQUIRED_TEXTS : OPTIONAL_TEXTS}
      classes={CLASSES}
      invalid={missing}
    >
      {missing ? (
        <p role="alert" className="mem-cashier-field__error">
          {t('withdraw.confirm.proofMissing')}
        </p>
      ) : null}
    </ImagePicker>
  );
}
