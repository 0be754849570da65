/**
 * The state of an add/edit dialog. Each opening is a new session with its own
 * key, so the dialog's form starts from the row being edited (or empty) even
 * when it opens again while the last one is still closing.
 */
import { useCallback, useState } from 'react';

export interface EditDialog<T> {
  open: boolean;
  /** The row being edited; undefined to add one. */
  target?: T;
  /** Key the dialog with it. */
  session: number;
}

export function useEditDialog<T>() {
  const [dialog, setDialog] = useState<EditDialog<T>>({ open: false, session: 0 });
  const open = useCallback((target?: T) => setDialog((last) => ({ open: true, target, session: last.session + 1 })), []);
  const close = useCallback(() => setDialog((last) => ({ ...last, open: false })), []);
  return { dialog, open, close };
}
