/** Fills a certification form with the rejected submission it replaces, once, leaving what the person already typed. */
import { useEffect, useMemo, useRef } from 'react';
import type { FormInstance } from 'antd';
import { useCertificationState, type CertificationKind } from '@platform/sdk';
import { previousImages, previousValues, rejectedSubmission, type PreviousImage } from './previousSubmission';

/**
 * Puts the previous (rejected) submission's values into the form: the text
 * fields named, and the images named that come with their key and address.
 * Returns those images, for the uploads to show.
 */
export function usePreviousSubmission<F extends string, I extends string>(
  form: FormInstance,
  kind: CertificationKind,
  textFields: readonly F[],
  imageFields: readonly I[],
): Partial<Record<I, PreviousImage>> {
  const state = useCertificationState();
  const previous = rejectedSubmission(kind === 'company' ? state.data?.company : state.data?.person);
  const images = useMemo(() => previousImages(previous, imageFields), [previous, imageFields]);
  const applied = useRef(false);

  useEffect(() => {
    if (!previous || applied.current) return;
    applied.current = true;
    const values: Record<string, unknown> = { ...previousValues(previous, textFields) };
    for (const [field, image] of Object.entries(images) as Array<[string, PreviousImage]>) values[field] = image.key;
    const untouched = Object.fromEntries(Object.entries(values).filter(([name]) => !form.isFieldTouched(name)));
    form.setFieldsValue(untouched);
  }, [form, images, previous, textFields]);

  return images;
}
