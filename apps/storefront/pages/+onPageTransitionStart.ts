import { adoptFrameStylesheet } from '../src/shell/browser/frame-stylesheet.js';
import { NAVIGATION_START } from '../src/shell/components/ProgressBar.js';

export default function onPageTransitionStart(): void {
  // Before the next page's stylesheets are linked in the head (ADR 0062): not at hydration,
  // where moving it restyled the whole page twice for nothing the first page needs.
  adoptFrameStylesheet();
  window.dispatchEvent(new Event(NAVIGATION_START));
}
