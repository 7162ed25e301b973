import type { ApiError } from '@suite/shared';

/** A refused or failed call next to its form (business refusals in the server's words). */
export function ActionError({ error }: { error: ApiError | undefined }) {
  if (!error) return null;
  return (
    <div className="mem-alert mem-sec-alert" role="alert">
      <p>{error.message}</p>
    </div>
  );
}
