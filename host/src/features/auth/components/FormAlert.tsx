import type { ReactNode } from 'react';

/** A form-level error (a refused submit), announced at once. */
export function FormAlert({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="acc-alert" role="alert">
      {children}
    </p>
  );
}
