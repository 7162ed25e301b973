import { useTranslation } from '@suite/shared';
import { POINT_MALL_NS } from '../i18n';
import type { FieldError } from '../validation';

/** A field's translated error (referenced by the input's aria-describedby), or nothing. */
export function FieldMessage({ id, error }: { id: string; error: FieldError }) {
  const { t } = useTranslation(POINT_MALL_NS);
  if (!error) return null;
  return (
    <p id={id} className="mem-pm-field__error">
      {t(error.key, error.values)}
    </p>
  );
}
