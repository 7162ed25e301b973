import type { ApiError } from '@suite/shared';

export { TextField } from '../../../components/TextField';

/** A refused or failed call next to its control, in the server's words for a business refusal. */
export function ActionError({ error }: { error: ApiError | undefined }) {
  if (!error) return null;
  return (
    <div className="mem-alert mem-rsp-alert" role="alert">
      <p>{error.message}</p>
    </div>
  );
}

/** What a change did, said plainly; the live region stays in the page so each new outcome is read out. */
export function Outcome({ text }: { text: string | undefined }) {
  return (
    <p className="mem-rsp-outcome" role="status">
      {text}
    </p>
  );
}
