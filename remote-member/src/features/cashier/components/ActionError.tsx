import type { ApiError } from '@suite/shared';

/** A refused or failed call, in the words the client already translated (business refusals: the server's). */
export function ActionError({ error }: { error: ApiError | undefined }) {
  if (!error) return null;
  return (
    <div className="mem-alert mem-cashier-alert" role="alert">
      <p>{error.message}</p>
    </div>
  );
}
