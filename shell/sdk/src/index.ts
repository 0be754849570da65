/**
 * @platform/sdk: what the shell and every remote share. It is a singleton on
 * the page (Module Federation), so its API client, session and message
 * de-duplication exist exactly once. It does not load antd; the page
 * primitives that need it are in @platform/sdk/ui.
 */
// Calls go through `api` (typed by path); the untyped helpers stay inside the SDK.
export { ApiError, NETWORK_FAILURE, setSessionHandlers, upload } from './api/client';
export type { SessionHandlers } from './api/client';
export { api, fillPath } from './api/typed';
export type { ApiBody, ApiPath, ApiQuery, ApiReply, Body, CallInit, CallOptions, Query, Reply } from './api/typed';
export { CODES, failureMessage, MESSAGES } from './api/messages';
export { bindMessageApi, notify, setUnboundMessages } from './api/notify';
export type { UnboundMessages } from './api/notify';
export {
  authApi,
  captchaApi,
  certificationApi,
  codeApi,
  companyApi,
  contentApi,
  invitationApi,
  oidcApi,
  menuApi,
  platformApi,
  userApi,
  wechatApi,
} from './api/services';
export type * from './api/types';
export { isOtherSite, MESSAGE_STATE, messageApi, safeMessageUrl, SIGN_PAGE_SIZE, todoApi } from './api/inbox';
export { manageCalls } from './api/manage';
export type { ManageCalls, ManageQuery } from './api/manage';
export type { Message } from './api/inbox';
export { APP_KEY, PLATFORM_CODE, PLATFORM_NAME } from './platform';

export { AuthProvider, useAuth } from './auth/AuthProvider';
export { hasMenuPage } from './auth/menus';
export type { AuthContextValue, AuthProviderProps, SessionStatus } from './auth/AuthProvider';
export { clearStoredLogin, getToken, TOKEN_KEY } from './auth/token';
export { adoptAddressToken, checkTokenOf, decideAddressToken } from './auth/addressToken';
export type { AddressTokenDecision } from './auth/addressToken';

export { queryKeys } from './query/keys';
export {
  useAgreement,
  useApi,
  useCertificationState,
  useCompany,
  useCustomerCheck,
  useFrontChannels,
  useFrontPrograms,
  useInvitation,
  useInviteInfo,
  useMyCompanies,
  usePageQuery,
  useRemoteManifest,
  useServicePlatforms,
  useSiteSearch,
  useSiteSettings,
  useStoreProducts,
  useTopAdvertising,
} from './query/hooks';
export {
  CONTRACT_KIND_NAME,
  contractItem,
  INBOX_PAGE_SIZE,
  INBOX_PREVIEW,
  taskItem,
  UNREAD_POLL_MS,
  useAppliedTodos,
  useAssignedTodos,
  useContractsToSign,
  useDeleteMessages,
  useMarkMessagesRead,
  useMessages,
  useOpenMessage,
  useOpenTodo,
  useTodoSummary,
  useUnreadCount,
} from './query/inbox';
export type { TodoItem, TodoSummary } from './query/inbox';
export * from './site';

export { checkField, checkList, fieldDependencies, fieldMax, FORMS, formRules, listRules } from './forms';
export type { CharacterClass, FieldRule, FormRules, FormRulesFile, ListRule, RuleOverrides } from './forms';

export { copyText, downloadFile, saveFile } from './browser/clipboard';
export { prefersLessMotion } from './browser/motion';
export { sameOriginPath } from './browser/sameOrigin';
export { customerId, rememberCustomerId } from './storage';
export {
  CERTIFICATION_IMAGE,
  IMAGE_MAX_BYTES,
  IMAGE_MESSAGES,
  IMAGE_TYPES,
  imageProblem,
  LOGO_IMAGE,
} from './files/images';

export {
  CERTIFICATION_PATHS,
  CERTIFICATION_STATE,
  certificationAddress,
  certificationPath,
  returnAddress,
  reviewPath,
  validSocialCode,
} from './certification/rules';
export { esignAnswered, rememberEsignAnswer } from './certification/esign';
export { forgetPurchase, rememberedPurchase, rememberPurchase } from './certification/purchaseIntent';

export { maskCompanyName, maskMobile } from './format/mask';
export { formatAmount, formatPoints, formatYuan } from './format/money';
export {
  accountStatusLabel,
  certificationLabel,
  companyCertifiedLabel,
  hasRole,
  isCertified,
  reviewStatusLabel,
  ROLES,
  userTypeLabel,
} from './format/labels';
export type { StatusLabel, TagColor } from './format/labels';
export { platformContractText, signatureFacts, verdictLabel, VERIFICATION_TEXTS } from './format/verification';
export type { FactTone, SignatureFact } from './format/verification';
