/**
 * The rules files of the forms the front end shows, read from the repository's
 * `forms/` folder at build time: the same files the server checks against.
 */
import accountPassword from '../../../../forms/account-password.json';
import address from '../../../../forms/address.json';
import bindEmail from '../../../../forms/bind-email.json';
import buyOrder from '../../../../forms/buy-order.json';
import changePassword from '../../../../forms/change-password.json';
import changePhone from '../../../../forms/change-phone.json';
import companyCertification from '../../../../forms/company-certification.json';
import companyReview from '../../../../forms/company-review.json';
import companyUpdate from '../../../../forms/company-update.json';
import customApplication from '../../../../forms/custom-application.json';
import openApi from '../../../../forms/open-api.json';
import openCredential from '../../../../forms/open-credential.json';
import orderRefund from '../../../../forms/order-refund.json';
import partnerApp from '../../../../forms/partner-app.json';
import partnerApplication from '../../../../forms/partner-application.json';
import invoiceHeader from '../../../../forms/invoice-header.json';
import accountStatus from '../../../../forms/account-status.json';
import declarationFollow from '../../../../forms/declaration-follow.json';
import invoiceRequest from '../../../../forms/invoice-request.json';
import invoiceIssue from '../../../../forms/invoice-issue.json';
import invoiceReject from '../../../../forms/invoice-reject.json';
import invoiceReverse from '../../../../forms/invoice-reverse.json';
import login from '../../../../forms/login.json';
import personCertification from '../../../../forms/person-certification.json';
import productDeclare from '../../../../forms/product-declare.json';
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
import contentAgreement from '../../../../forms/content-agreement.json';
import contentApplicationScene from '../../../../forms/content-application-scene.json';
import contentBanner from '../../../../forms/content-banner.json';
import contentCase from '../../../../forms/content-case.json';
import contentChannel from '../../../../forms/content-channel.json';
import contentCompanyNotice from '../../../../forms/content-company-notice.json';
import contentExpert from '../../../../forms/content-expert.json';
import contentFactoryVideo from '../../../../forms/content-factory-video.json';
import contentFeedback from '../../../../forms/content-feedback.json';
import contentHelpDoc from '../../../../forms/content-help-doc.json';
import contentLeaveMessageAi from '../../../../forms/content-leave-message-ai.json';
import contentLeaveMessageContact from '../../../../forms/content-leave-message-contact.json';
import contentProductCategory from '../../../../forms/content-product-category.json';
import contentProduct from '../../../../forms/content-product.json';
import contentProgram from '../../../../forms/content-program.json';
import contentServicePlatform from '../../../../forms/content-service-platform.json';
import contentSiteLink from '../../../../forms/content-site-link.json';
import contentSiteSetting from '../../../../forms/content-site-setting.json';
import contentSupplier from '../../../../forms/content-supplier.json';
import contentSystemNotice from '../../../../forms/content-system-notice.json';
import contentTopAdvertising from '../../../../forms/content-top-advertising.json';

export const FORMS = {
  accountPassword,
  accountStatus,
  address,
  bindEmail,
  buyOrder,
  changePassword,
  changePhone,
  companyCertification,
  companyReview,
  companyUpdate,
  customApplication,
  declarationFollow,
  openApi,
  openCredential,
  orderRefund,
  partnerApp,
  partnerApplication,
  invoiceHeader,
  invoiceRequest,
  invoiceIssue,
  invoiceReject,
  invoiceReverse,
  login,
  personCertification,
  productDeclare,
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
  contentAgreement,
  contentApplicationScene,
  contentBanner,
  contentCase,
  contentChannel,
  contentCompanyNotice,
  contentExpert,
  contentFactoryVideo,
  contentFeedback,
  contentHelpDoc,
  contentLeaveMessageAi,
  contentLeaveMessageContact,
  contentProductCategory,
  contentProduct,
  contentProgram,
  contentServicePlatform,
  contentSiteLink,
  contentSiteSetting,
  contentSupplier,
  contentSystemNotice,
  contentTopAdvertising,
} as const;

export { checkField, checkList, fieldDependencies, fieldMax, formRules, listRules } from './rules';
export type { CharacterClass, FieldRule, FormRules, FormRulesFile, ListRule, RuleOverrides } from './rules';
