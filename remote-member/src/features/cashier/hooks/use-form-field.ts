import { useCallback, useState } from 'react';

export interface FormField {
  value: string;
  setValue: (value: string) => void;
  /** Left once (blur): its error may show before the form is sent. */
  touched: boolean;
  touch: () => void;
  reset: (value?: string) => void;
}

/** A text field's value as typed (never reformatted) and whether the player has left it. */
export function useFormField(initial = ''): FormField {
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const touch = useCallback(() => setTouched(true), []);
  const reset = useCallback((next = '') => {
    setValue(next);
    setTouched(false);
  }, []);
  return { value, setValue, touched, touch, reset };
}
