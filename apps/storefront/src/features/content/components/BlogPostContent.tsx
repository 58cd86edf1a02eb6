import type { ContentProps } from './content-props.js';
import { HtmlBlock } from '../../../shell/components/HtmlBlock.js';

/** A blog post: its date in the site's locale, the excerpt, the text. */
export function BlogPostContent({ data }: ContentProps) {
  return (
    <article className="sf-prose">
      {data.date && (
        <p className="sf-muted">
          <time dateTime={data.date.iso}>{data.date.text}</time>
        </p>
      )}
      {data.intro && <p className="sf-lead">{data.intro}</p>}
      {data.sections.map((section) => (
        <HtmlBlock key={section.id} html={section.html} />
      ))}
    </article>
  );
}
