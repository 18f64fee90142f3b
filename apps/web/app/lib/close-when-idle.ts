/**
 * The close action of a dialog that runs `mutation`: nothing while it runs (Cancel and Escape
 * wait for the answer); otherwise its last failure is forgotten, `resetForm` runs when given, and
 * `onClose` closes the dialog, so that it opens clean the next time.
 */
export function closeWhenIdle(
  mutation: { isPending: boolean; reset: () => void },
  onClose: () => void,
  resetForm?: () => void,
): () => void {
  return () => {
    if (mutation.isPending) return;
    mutation.reset();
    resetForm?.();
    onClose();
  };
}
