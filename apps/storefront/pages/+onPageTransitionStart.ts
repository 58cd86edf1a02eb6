import { NAVIGATION_START } from '../src/shell/components/ProgressBar.js';

export default function onPageTransitionStart(): void {
  window.dispatchEvent(new Event(NAVIGATION_START));
}
