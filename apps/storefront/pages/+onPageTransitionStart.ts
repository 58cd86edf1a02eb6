import { NAVIGATION_START } from '../src/components/ProgressBar.js';

export default function onPageTransitionStart(): void {
  window.dispatchEvent(new Event(NAVIGATION_START));
}
