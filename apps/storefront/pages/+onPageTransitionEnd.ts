import { NAVIGATION_END } from '../src/shell/components/ProgressBar.js';

export default function onPageTransitionEnd(): void {
  window.dispatchEvent(new Event(NAVIGATION_END));
}
