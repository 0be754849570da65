/** Puts a refusal of the server beside the field it is about, so the person sees where to correct. */
import type { FormInstance } from 'antd';
import { ApiError } from '@platform/sdk';

/** Envelope codes of the company area that concern one field. */
export const FIELD_CODES = {
  /** A wrong or expired verification code (a kernel code). */
  wrongCode: 10013,
  socialCodeInvalid: 13005,
  companyNameTaken: 13007,
  imageNotOwned: 13008,
} as const;

/**
 * Shows the server's reason under the fields it concerns (`fields`: code ->
 * field names). The values typed stay as they are.
 */
export function showFieldError(form: FormInstance, error: unknown, fields: Partial<Record<number, string[]>>) {
  if (!(error instanceof ApiError)) return;
  for (const name of fields[error.code] ?? []) {
    form.setFields([{ name, errors: [error.message] }]);
  }
}
