import { NAVIGATION_END } from '../src/components/ProgressBar.js';

export default function onPageTransitionEnd(): void {
  window.dispatchEvent(new Event(NAVIGATION_END));
}
