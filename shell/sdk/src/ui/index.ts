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
