/**
 * The rules files of the forms the front end shows, read from the repository's
 * `forms/` folder at build time: the same files the server checks against.
 */
import bindEmail from '../../../../forms/bind-email.json';
import changePassword from '../../../../forms/change-password.json';
import changePhone from '../../../../forms/change-phone.json';
import login from '../../../../forms/login.json';
import profile from '../../../../forms/profile.json';
import register from '../../../../forms/register.json';
import resetPassword from '../../../../forms/reset-password.json';
import resetPasswordEmail from '../../../../forms/reset-password-email.json';
import resetSubAccount from '../../../../forms/reset-sub-account.json';
import sendCode from '../../../../forms/send-code.json';
import sendMail from '../../../../forms/send-mail.json';
import smsLogin from '../../../../forms/sms-login.json';
import subAccount from '../../../../forms/sub-account.json';
import wechatBind from '../../../../forms/wechat-bind.json';

export const FORMS = {
  bindEmail,
  changePassword,
  changePhone,
  login,
  profile,
  register,
  resetPassword,
  resetPasswordEmail,
  resetSubAccount,
  sendCode,
  sendMail,
  smsLogin,
  subAccount,
  wechatBind,
} as const;

export { checkField, fieldDependencies, fieldMax, formRules } from './rules';
export type { CharacterClass, FieldRule, FormRules, FormRulesFile, RuleOverrides } from './rules';
