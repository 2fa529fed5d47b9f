/**
 * A ref that moves focus to what a step shows, once, when it appears: the next step's heading or
 * a refusal, so keyboard and screen reader users land where the screen changed. Module-level so
 * React does not call it again on every render, which would pull focus back.
 */
export function focusOnArrival(node: HTMLElement | null) {
  node?.focus();
}
