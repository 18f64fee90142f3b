import { describeError } from "#web/lib/describe-error";

/**
 * Why the last save of an alert's form failed (creating or editing it), in words: the server's
 * reason when it gave one. Nothing before a failure.
 */
export function SaveFailure({ save }: { save: { isError: boolean; error: unknown } }) {
  return save.isError ? (
    <p role="alert" className="mt-3 text-red-800">
      {describeError(save.error)}
    </p>
  ) : null;
}
