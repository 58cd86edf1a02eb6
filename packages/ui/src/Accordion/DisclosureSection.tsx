import { useId, type ReactNode } from 'react';

export interface DisclosureSectionProps {
  /** The heading level that holds the trigger button. */
  level: 2 | 3 | 4;
  /** What the trigger button shows (title, counts, icon). */
  trigger: ReactNode;
  expanded: boolean;
  onToggle: () => void;
  classNames: { heading: string; trigger: string; panel: string };
  children: ReactNode;
}

/**
 * One WAI-ARIA disclosure on native elements: a heading holding a button (aria-expanded,
 * aria-controls) and the panel it shows, a group labelled by that button. The Accordion's
 * entries and the Filters' groups are both made of it.
 */
export function DisclosureSection({
  level,
  trigger,
  expanded,
  onToggle,
  classNames,
  children,
}: DisclosureSectionProps) {
  const id = useId();
  const triggerId = `${id}-trigger`;
  const panelId = `${id}-panel`;
  const Heading = `h${level}` as const;
  return (
    <>
      <Heading className={classNames.heading}>
        <button
          type="button"
          id={triggerId}
          className={classNames.trigger}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
        >
          {trigger}
        </button>
      </Heading>
      <div
        id={panelId}
        role="group"
        aria-labelledby={triggerId}
        className={classNames.panel}
        hidden={!expanded}
      >
        {children}
      </div>
    </>
  );
}
