/** The rules of the open platform's forms, from the files the server checks against (forms/open-api.json, forms/open-credential.json). */
import { FORMS, formRules, listRules } from '@platform/sdk';

export const API_FORM = FORMS.openApi;
export const API_RULES = formRules(API_FORM);

export const CREDENTIAL_RULES = formRules(FORMS.openCredential);
export const IP_ALLOW_RULES = listRules(FORMS.openCredential, 'ipAllow');
