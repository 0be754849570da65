/** The rules of the partner forms, from the same files the server checks against (forms/partner-application.json, forms/partner-app.json). */
import type { FormRule } from 'antd';
import { formRules } from '@platform/sdk';
import partnerApp from '../../../../forms/partner-app.json';
import partnerApplication from '../../../../forms/partner-application.json';

/** A choice (a number from a radio or a select) is required: the file's message, without the text checks meant for typed values. */
function requiredChoice(message: string): FormRule[] {
  return [{ required: true, message }];
}

export const APPLICATION_FORM = partnerApplication;
export const APPLICATION_RULES = {
  ...formRules(APPLICATION_FORM),
  cooperationType: requiredChoice(APPLICATION_FORM.fields.cooperationType.required),
};

export const APP_FORM = partnerApp;
export const APP_RULES = {
  ...formRules(APP_FORM),
  categoryId: requiredChoice(APP_FORM.fields.categoryId.required),
  internal: requiredChoice(APP_FORM.fields.internal.required),
};
