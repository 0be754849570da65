/** The error boundary around a remote's page: a failed load or render shows 页面加载失败 with 重试. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from '@platform/sdk/ui';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/** Keeps a remote that failed to load or render inside the layout, with 重试. */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Remote page failed', error, info.componentStack);
  }

  render() {
    if (this.state.error) {
      return <ErrorState title="页面加载失败" error={this.state.error} onRetry={this.props.onRetry} />;
    }
    return this.props.children;
  }
}
