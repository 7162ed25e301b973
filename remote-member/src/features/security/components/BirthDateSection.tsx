import { api, buttonClassName, toast, useTranslation } from '@suite/shared';
import { useState, type FormEvent } from 'react';
import { useAction } from '../hooks/use-action';
import { SECURITY_NS } from '../i18n';
import { ActionError } from './FormNotices';
import { TextField } from '../../../components/TextField';

const DAY = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

/**
 * The date of birth, given once (the VIP birthday bonus is paid on it; customer service corrects a
 * mistake). The API checks that the day exists and that the member is an adult.
 */
export function BirthDateSection({ birthDate, onSaved }: { birthDate: string | null; onSaved: () => void }) {
  const { t } = useTranslation(SECURITY_NS);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const action = useAction(api.setBirthDate);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = value === '' ? t('validation.required') : DAY.test(value) ? undefined : t('birth.invalid');
    setError(problem);
    if (problem) return;
    const outcome = await action.run({ birthDate: value });
    if (!outcome.ok) return;
    toast.success(t('birth.done'));
    onSaved();
  };

  return (
    <section className="mem-sec-panel" aria-labelledby="mem-sec-birth-title">
      <h2 id="mem-sec-birth-title" className="mem-sec-panel__title">
        {t('birth.title')}
      </h2>
      {birthDate ? (
        <>
          <p>{t('birth.value', { date: birthDate.replaceAll('-', '/') })}</p>
          <p className="mem-sec-muted">{t('birth.fixed')}</p>
        </>
      ) : (
        <form className="mem-sec-form" aria-labelledby="mem-sec-birth-title" onSubmit={(event) => void submit(event)} noValidate>
          <p className="mem-sec-muted">{t('birth.why')}</p>
          <TextField
            label={t('birth.label')}
            type="date"
            autoComplete="bday"
            value={value}
            onChange={(next) => {
              setValue(next);
              setError(undefined);
            }}
            error={error}
            hint={t('birth.hint')}
          />
          <ActionError error={action.error} />
          <div className="mem-sec-actions">
            <button type="submit" className={buttonClassName()} disabled={action.pending} aria-busy={action.pending || undefined}>
              {action.pending ? t('birth.saving') : t('birth.submit')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
