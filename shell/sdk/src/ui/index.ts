/**
 * @platform/sdk/ui: page primitives built on antd. Kept apart from the core
 * of the SDK so pages without antd (the public site) load no antd at all.
 */
export { PageCard } from './PageCard';
export type { PageCardProps } from './PageCard';
export { PageHeader } from './PageHeader';
export type { PageHeaderProps } from './PageHeader';
export { EmptyState, ErrorState, errorText, LoadingState, QueryView } from './states';
export type { ErrorStateProps, QueryViewProps } from './states';
export { SliderCaptcha } from './captcha/SliderCaptcha';
export type { SliderCaptchaProps } from './captcha/SliderCaptcha';
export { CaptchaModal } from './captcha/CaptchaModal';
export type { CaptchaModalProps } from './captcha/CaptchaModal';
export { CODE_BUTTON_LABELS, SmsCodeButton } from './SmsCodeButton';
export type { CodeButtonLabels, SmsCodeButtonProps } from './SmsCodeButton';
export { useCountdown } from './useCountdown';
export { CodeField } from './CodeField';
export type { CodeFieldProps } from './CodeField';
export { codeSentTo, MobileCodeFields, SmsCodeField } from './MobileCodeField';
export type { MobileCodeFieldsProps, SmsCodeFieldProps } from './MobileCodeField';
export { EsignPrompt, ESIGN_MESSAGES } from './certification/EsignPrompt';
export {
  closeCertificationDrawer,
  openCertificationDrawer,
  useCertificationDrawerRequest,
} from './certification/certificationDrawer';
export type { CertificationDrawerRequest } from './certification/certificationDrawer';
export { GUARD_MESSAGES, useCertificationGuard } from './certification/useCertificationGuard';
export type { CertificationGuard, CertifiedAction } from './certification/useCertificationGuard';
export { MessageDialog } from './MessageDialog';
export { FormModal } from './FormModal';
export type { FormModalProps } from './FormModal';
export { FormDrawer } from './FormDrawer';
export { FieldRules, TextField, useFieldRules } from './FieldRules';
export type { TextFieldProps } from './FieldRules';
export type { FormDrawerProps } from './FormDrawer';
export { REJECT_REASON_MAX, RejectReasonField } from './RejectReasonField';
export type { RejectReasonFieldProps } from './RejectReasonField';
export { PayDialog } from './PayDialog';
export type { PayDialogPayment, PayDialogProps, PayDialogStatus } from './PayDialog';
export { LIST_PAGE_SIZE, ListPage, useConfirmDelete } from './ListPage';
export type { ListContext, ListFilter, ListPageProps } from './ListPage';
export { ListScreen } from './ListScreen';
export type { ListScreenProps } from './ListScreen';
export { ContentList, StatusTag, SwitchAction } from './content/ContentList';
export type { ContentListProps, SwitchActionProps } from './content/ContentList';
export { StandardEditor } from './content/StandardEditor';
export type { StandardEditorProps } from './content/StandardEditor';
export { EditorDrawer } from './content/EditorDrawer';
export type { EditorDrawerProps } from './content/EditorDrawer';
export { ContentConsole, contentColumns } from './content/ContentConsole';
export type { ContentConsoleProps, ContentEditor, ContentKind } from './content/ContentConsole';
export { HtmlField, MediaField } from './content/MediaField';
export type { MediaFieldProps } from './content/MediaField';
export { useContentRefresh } from './content/useContentRefresh';
export { FlagField, SortField, StatusField } from './content/fields';
export { MediaUpload } from './content/MediaUpload';
export type { MediaUploadProps } from './content/MediaUpload';
export type { MediaKind, UploadMedia } from './content/media';
// TipTap loads on first use, in a chunk of its own: never import ./content/HtmlEditor here.
export { HtmlEditor } from './content/LazyHtmlEditor';
export type { HtmlEditorProps } from './content/HtmlEditor';
