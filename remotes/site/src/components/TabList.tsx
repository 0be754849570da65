/** A row of tab buttons (role tablist), the public pages' tabs: which one is selected, and what choosing one does. */
import type { ReactNode } from 'react';

export interface TabListProps<T> {
  /** The list's accessible name. */
  label: string;
  items: readonly T[];
  /** The selected item's index. */
  active: number;
  onSelect(index: number): void;
  /** What a tab shows. */
  render(item: T): ReactNode;
  keyOf(item: T): string | number;
  className?: string;
  tabClassName?: string;
  /** Pointing at a tab selects it too (the home page's solutions). */
  selectOnHover?: boolean;
}

export function TabList<T>({ label, items, active, onSelect, render, keyOf, className = 'pub-tabs', tabClassName = 'pub-tab', selectOnHover }: TabListProps<T>) {
  return (
    <div className={className} role="tablist" aria-label={label}>
      {items.map((item, index) => (
        <button
          key={keyOf(item)}
          type="button"
          role="tab"
          className={tabClassName}
          aria-selected={index === active}
          onClick={() => onSelect(index)}
          onMouseEnter={selectOnHover ? () => onSelect(index) : undefined}
        >
          {render(item)}
        </button>
      ))}
    </div>
  );
}
