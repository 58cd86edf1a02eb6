import { Check, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { DisclosureSection } from '../Accordion/DisclosureSection.js';
import { Button } from '../Button/Button.js';
import { SpriteUse, useIconSprite } from '../icons/IconSprite.js';
import { useNumbers } from '../UiTextsProvider/UiTextsProvider.js';
import styles from './Filters.module.css';

export interface FilterOption {
  id: string;
  label: string;
  /** Number of products with it, when known. */
  count?: number;
}

export interface FilterGroupView {
  id: string;
  label: string;
  options: readonly FilterOption[];
}

export interface FiltersProps {
  groups: readonly FilterGroupView[];
  /** Selected option ids per group id. */
  selected: Readonly<Record<string, readonly string[]>>;
  onChange: (groupId: string, optionIds: string[]) => void;
  onClear?: () => void;
  onApply?: () => void;
  clearLabel?: string;
  applyLabel?: string;
  /** Groups open at first render (by id); defaults to those with a selection. */
  defaultExpanded?: readonly string[];
}

/**
 * Filter groups as collapsible checkbox groups; every option carries `filter-option` with
 * its group and option ids in `data-group` and `data-value`.
 *
 * Built on native elements (a disclosure button with `aria-expanded`/`aria-controls`, real
 * `<input type="checkbox">`s in their `<label>`s) rather than react-aria's Disclosure and
 * CheckboxGroup: the filters are at first paint on every category page, and the browser gives
 * these two patterns their keyboard, focus and form behaviour for free, without the
 * react-aria form-validation and toggle code in the page's first-load JS.
 */
export function Filters({
  groups,
  selected,
  onChange,
  onClear,
  onApply,
  clearLabel = 'Clear all',
  applyLabel = 'Show results',
  defaultExpanded,
}: FiltersProps) {
  const anySelected = Object.values(selected).some((ids) => ids.length > 0);
  return (
    <div className={styles.filters}>
      {groups.map((group) => {
        const chosen = selected[group.id] ?? [];
        const expanded = defaultExpanded?.includes(group.id) ?? chosen.length > 0;
        return (
          <FilterGroup
            key={group.id}
            group={group}
            chosen={chosen}
            defaultExpanded={expanded}
            onChange={onChange}
          />
        );
      })}
      {(onClear || onApply) && (
        <div className={styles.actions}>
          {onClear && (
            <Button variant="secondary" onPress={onClear} isDisabled={!anySelected}>
              {clearLabel}
            </Button>
          )}
          {onApply && <Button onPress={onApply}>{applyLabel}</Button>}
        </div>
      )}
    </div>
  );
}

function FilterGroup({
  group,
  chosen,
  defaultExpanded,
  onChange,
}: {
  group: FilterGroupView;
  chosen: readonly string[];
  defaultExpanded: boolean;
  onChange: FiltersProps['onChange'];
}) {
  const numbers = useNumbers();
  const [expanded, setExpanded] = useState(defaultExpanded);
  // A category shows eight groups: under an IconSprite their chevrons are `<use>`s of one
  // symbol instead of eight copies of lucide's svg (docs/adr/0060-one-icon-sprite-hover-pictures-once-hydrated.md).
  const sprite = useIconSprite();
  const toggle = (optionId: string, checked: boolean) => {
    const ids = checked
      ? chosen.includes(optionId)
        ? [...chosen]
        : [...chosen, optionId]
      : chosen.filter((chosenId) => chosenId !== optionId);
    onChange(group.id, ids);
  };
  return (
    <div className={styles.group} data-expanded={expanded || undefined}>
      <DisclosureSection
        level={3}
        expanded={expanded}
        onToggle={() => setExpanded((open) => !open)}
        classNames={{ heading: styles.heading, trigger: styles.trigger, panel: styles.panel }}
        trigger={
          <>
            {group.label}
            {chosen.length > 0 && (
              <span className={styles.count}>({numbers.number(chosen.length)})</span>
            )}
            {sprite ? (
              <svg className={styles.chevron} width={18} height={18} aria-hidden="true">
                <SpriteUse name="chevron-down" />
              </svg>
            ) : (
              <ChevronDown className={styles.chevron} size={18} aria-hidden="true" />
            )}
          </>
        }
      >
        {/* Options are drawn only while the group is open: a category has dozens of options
            in closed groups, and drawing them all cost a third of the page's server render
            and HTML for nothing visible. */}
        {expanded && (
          <div role="group" aria-label={group.label} className={styles.options}>
            {group.options.map((option) => {
              const isSelected = chosen.includes(option.id);
              return (
                <label
                  key={option.id}
                  className={styles.option}
                  data-testid="filter-option"
                  data-group={group.id}
                  data-value={option.id}
                  data-selected={isSelected || undefined}
                >
                  <input
                    type="checkbox"
                    // The native control stays in the accessibility tree and the tab order (visually
                    // hidden, the shared ui class); the styled box or label draws it.
                    className={`${styles.input} atelier-visually-hidden`}
                    value={option.id}
                    checked={isSelected}
                    onChange={(event) => toggle(option.id, event.target.checked)}
                  />
                  <span className={styles.box} aria-hidden="true">
                    {isSelected && <Check size={14} strokeWidth={3} />}
                  </span>
                  {option.label}{' '}
                  {option.count !== undefined && (
                    <span className={styles.optionCount}>({numbers.number(option.count)})</span>
                  )}
                </label>
              );
            })}
          </div>
        )}
      </DisclosureSection>
    </div>
  );
}
