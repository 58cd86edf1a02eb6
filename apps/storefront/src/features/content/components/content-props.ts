import type { ContentData } from '../content-view.js';

/** What every content-kind component receives: its view model and the site's labels. */
export interface ContentProps {
  data: ContentData;
  labels: Record<string, string>;
}
