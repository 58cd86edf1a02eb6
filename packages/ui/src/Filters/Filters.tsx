import { Check, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import {
  Button as AriaButton,
  Checkbox,
  CheckboxGroup,
  Disclosure,
  DisclosurePanel,
  Heading,
} from 'react-aria-components';
import { Button } from '../Button/Button.js';
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

interface FilterGroupProps {
  group: FilterGroupView;
  chosen: readonly string[];
  initiallyExpanded: boolean;
  onChange: (groupId: string, optionIds: string[]) => void;
}

/**
 * One collapsible group. Its options are rendered only while it is open: a category has
 * dozens of options in closed groups, and rendering every react-aria checkbox on the server
 * cost most of a category page's render time and a third of its HTML for nothing visible.
 */
function FilterGroup({ group, chosen, initiallyExpanded, onChange }: FilterGroupProps) {
  const [isExpanded, setExpanded] = useState(initiallyExpanded);
  return (
    <Disclosure className={styles.group} isExpanded={isExpanded} onExpandedChange={setExpanded}>
      <Heading level={3} style={{ margin: 0, fontSize: 'inherit' }}>
        <AriaButton slot="trigger" className={styles.trigger}>
          {group.label}
          {chosen.length > 0 && <span className={styles.count}>({chosen.length})</span>}
          <ChevronDown className={styles.chevron} size={18} aria-hidden="true" />
        </AriaButton>
      </Heading>
      <DisclosurePanel className={styles.panel}>
        {isExpanded && (
          <CheckboxGroup
            aria-label={group.label}
            className={styles.options}
            value={[...chosen]}
            onChange={(ids) => onChange(group.id, ids)}
          >
            {group.options.map((option) => (
              <Checkbox
                key={option.id}
                value={option.id}
                className={styles.option}
                data-testid="filter-option"
                data-group={group.id}
                data-value={option.id}
              >
                {({ isSelected }) => (
                  <>
                    <span className={styles.box} aria-hidden="true">
                      {isSelected && <Check size={14} strokeWidth={3} />}
                    </span>
                    {option.label}{' '}
                    {option.count !== undefined && (
                      <span className={styles.optionCount}>({option.count})</span>
                    )}
                  </>
                )}
              </Checkbox>
            ))}
          </CheckboxGroup>
        )}
      </DisclosurePanel>
    </Disclosure>
  );
}

/**
 * Filter groups as collapsible checkbox groups; every option carries `filter-option` with
 * its group and option ids in `data-group` and `data-value`.
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
        return (
          <FilterGroup
            key={group.id}
            group={group}
            chosen={chosen}
            initiallyExpanded={defaultExpanded?.includes(group.id) ?? chosen.length > 0}
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
