/**
 * Resubmitting after a rejection starts from what was sent before.
 * The status API's submission (SubmissionView) carries the company name, the
 * person's name and the licence's address today; the other fields are read
 * as soon as the server returns them (the names of the forms, plus each
 * image's key and `<key>Url` address), so nothing here changes when it does.
 */
import { CERTIFICATION_STATE, type CertificationSubmission } from '@platform/sdk';

/** Text and image fields a rejected submission may carry beside the SubmissionView ones. */
export interface SubmittedValues {
  licenseNumber?: string | null;
  artificialPerson?: string | null;
  idCard?: string | null;
  linkman?: string | null;
  mobile?: string | null;
  mainProduct?: string | null;
  organizationCode?: string | null;
  sex?: number | null;
  licensePhoto?: string | null;
  legalPersonPhoto?: string | null;
  legalPersonPhotoUrl?: string | null;
  idCardPhoto?: string | null;
  idCardPhotoUrl?: string | null;
  idCardPhotoBack?: string | null;
  idCardPhotoBackUrl?: string | null;
}

export type PreviousSubmission = CertificationSubmission & SubmittedValues;

/** An image of the previous submission: its key for the form and its address to show. */
export interface PreviousImage {
  key: string;
  url: string;
}

/** The previous submission when it was rejected (only then is it sent again). */
export function rejectedSubmission(submission: CertificationSubmission | null | undefined): PreviousSubmission | undefined {
  return submission?.status === CERTIFICATION_STATE.rejected ? (submission as PreviousSubmission) : undefined;
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
