/** The rules of the partner forms, from the same files the server checks against (forms/partner-application.json, forms/partner-app.json). */
import { FORMS, formRules } from '@platform/sdk';

export const APPLICATION_FORM = FORMS.partnerApplication;
export const APPLICATION_RULES = formRules(APPLICATION_FORM);

export const APP_FORM = FORMS.partnerApp;
export const APP_RULES = formRules(APP_FORM);
