/** The save of the one-form dialogs and drawers (FormModal, FormDrawer): says what the save answers, then onSaved and onClose; a refusal keeps what was typed. */
import { useState } from 'react';
import { notify } from '../api/notify';

export interface FormSaveProps<V> {
  /** Saves the values and answers the message to show (the server's, or one of the page's); nothing when the save said it itself. */
  save(values: V): Promise<string | void>;
  onClose(): void;
  /** After a save, before the dialog closes (the list read again). */
  onSaved?(): void;
}

export function useFormSave<V>({ save, onClose, onSaved }: FormSaveProps<V>) {
  const [busy, setBusy] = useState(false);
  const submit = async (values: V) => {
    setBusy(true);
    try {
      const said = await save(values);
      if (said) notify.success(said);
      onSaved?.();
      onClose();
    } catch {
      // The API client has shown the reason; the form stays open with the values.
    } finally {
      setBusy(false);
    }
  };
  return { busy, submit };
}
