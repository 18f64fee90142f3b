/** Navigation state asking the docs page to move focus to a heading after an in-app jump. */
export interface FocusAnchorState {
  focusAnchor: string;
}

export function isFocusAnchorState(state: unknown): state is FocusAnchorState {
  return (
    typeof state === "object" && state !== null && typeof (state as FocusAnchorState).focusAnchor === "string"
  );
}
