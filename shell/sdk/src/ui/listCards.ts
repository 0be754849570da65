/** How a list shows its rows as cards on a phone: which column titles a card, which give its lines, a row's value at a column. Pure, so it is unit-tested without a browser. */

/** What a card reads of a table column (antd's column types fit it, without React). */
export interface CardColumn {
  title?: unknown;
  key?: string | number | bigint;
  dataIndex?: unknown;
  hidden?: boolean;
  children?: readonly CardColumn[];
}

/** What a card shows of the columns: the one giving its title and those giving a `label: value` line each. */
export interface CardLayout<C> {
  title: C | undefined;
  lines: C[];
}

type PathStep = string | number;

/** A dataIndex as the steps into a row: `'name'`, `['company', 'name']`; a dotted string is one field, as in antd's table. */
export function dataPath(dataIndex: unknown): PathStep[] {
  if (typeof dataIndex === 'string') return dataIndex === '' ? [] : [dataIndex];
  if (typeof dataIndex === 'number') return [dataIndex];
  if (Array.isArray(dataIndex)) return dataIndex.filter((step): step is PathStep => typeof step === 'string' || typeof step === 'number');
  return [];
}

/** The row's value at a dataIndex; undefined where a step finds nothing (the table's empty cell). */
export function readPath(row: unknown, dataIndex: unknown): unknown {
  const path = dataPath(dataIndex);
  // A column without a dataIndex gets nothing, as in the table (its render works from the row).
  if (path.length === 0) return undefined;
  let value: unknown = row;
  for (const step of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PathStep, unknown>)[step];
  }
  return value;
}

/** The names a column answers to: its key and its dataIndex (steps joined by dots). */
function columnNames(column: CardColumn): string[] {
  const names: string[] = [];
  if (column.key !== undefined && column.key !== null) names.push(String(column.key));
  const path = dataPath(column.dataIndex);
  if (path.length > 0) names.push(path.join('.'));
  return names;
}

/** Whether a value renders as something: null, undefined, false and blank text render nothing. */
export function shows(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return true;
}

/** The columns that hold values: groups give their children, hidden columns are left out. */
export function leafColumns<C extends CardColumn>(columns: readonly C[]): C[] {
  return columns.flatMap((column) => {
    if (column.hidden) return [];
    if (column.children && column.children.length > 0) return leafColumns(column.children as readonly C[]);
    return [column];
  });
}

/**
 * The card's title is the column named by `titleName` (a key or a dataIndex), else the first;
 * every other column with a title gives a line. A column's `responsive` is not read: it hid the
 * column for want of width, and a card stacks its lines.
 */
export function cardLayout<C extends CardColumn>(columns: readonly C[], titleName?: string): CardLayout<C> {
  const leaves = leafColumns(columns);
  const named = titleName === undefined ? undefined : leaves.find((column) => columnNames(column).includes(titleName));
  const title = named ?? leaves[0];
  return { title, lines: leaves.filter((column) => column !== title && shows(column.title)) };
}

/** The text an element tree spells out in its children (props of components it does not read). */
export function textOf(node: unknown): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (node !== null && typeof node === 'object' && 'props' in node) {
    return textOf((node as { props?: { children?: unknown } }).props?.children);
  }
  return '';
}

/** A card's accessible name: the text of its title as rendered (`<span>HT001</span>` is HT001), none when it has no text (a picture). */
export function cardName(title: unknown): string | undefined {
  return textOf(title).trim() || undefined;
}
