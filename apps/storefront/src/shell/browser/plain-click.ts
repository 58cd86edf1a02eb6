/**
 * A click that means "follow here": the main button with no modifier. Anything else (a new
 * tab, a new window, a download) is left to the browser, as Vike's own router does.
 */
export function isPlainLeftClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
