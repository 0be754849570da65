/**
 * Resubmitting after a rejection starts from what was sent before: the status
 * API sends a rejected submission back whole (its text fields, and each image
 * as its key and `<key>Url` address), and only to whoever may send it again.
 */
import { CERTIFICATION_STATE, type Schema } from '@platform/sdk';

export type PreviousSubmission = Schema<'SubmissionView'>;

/** An image of the previous submission: its key for the form and its address to show. */
export interface PreviousImage {
  key: string;
  url: string;
}

/** The previous submission when it was rejected (only then is it sent again). */
export function rejectedSubmission(submission: Schema<'SubmissionView'> | null | undefined): PreviousSubmission | undefined {
  return submission?.status === CERTIFICATION_STATE.rejected ? submission : undefined;
}

/** The named text fields that the previous submission has a value for; a masked value (with *) is no value to send again. */
export function previousValues<F extends string>(previous: PreviousSubmission | undefined, fields: readonly F[]): Partial<Record<F, string | number>> {
  if (!previous) return {};
  const source = previous as unknown as Record<string, unknown>;
  const values: Partial<Record<F, string | number>> = {};
  for (const field of fields) {
    const value = source[field];
    if ((typeof value === 'string' && value.trim() !== '' && !value.includes('*')) || typeof value === 'number') values[field] = value;
  }
  return values;
}

/** The previous images the form can send again: those with both a key and an address. */
export function previousImages<F extends string>(previous: PreviousSubmission | undefined, fields: readonly F[]): Partial<Record<F, PreviousImage>> {
  if (!previous) return {};
  const source = previous as unknown as Record<string, unknown>;
  const images: Partial<Record<F, PreviousImage>> = {};
  for (const field of fields) {
    const key = source[field];
    const url = source[`${field}Url`];
    if (typeof key === 'string' && key && typeof url === 'string' && url) images[field] = { key, url };
  }
  return images;
}
