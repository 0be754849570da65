/**
 * A menu page served by a remote ('identity/Members'), or a drawer's content
 * (RemoteDrawerHost): loaded under Suspense, failures caught by an error
 * boundary that offers 重试 where the page would be.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Spin } from 'antd';
import { useRemoteManifest } from '@platform/sdk';
import { ErrorState } from '@platform/sdk/ui';
import { SITE } from '../site';
import { loadRemotePage } from './loadRemote';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

export function PageLoading() {
  return (
    <div style={{ padding: '80px 0', textAlign: 'center' }}>
      <Spin size="large" />
    </div>
  );
}

function parseComponent(component: string): { remote: string; page: string } | undefined {
  const [remote, page, ...rest] = component.split('/');
  if (!remote || !page || rest.length > 0) return undefined;
  return { remote, page };
}

export function RemotePage({ component, props }: { component: string; /** Handed to the page (a drawer's content takes some). */ props?: object }) {
  const manifest = useRemoteManifest();
  const [attempt, setAttempt] = useState(0);
  const target = parseComponent(component);
  const pageName = target?.page;
  const remote = manifest.data?.find((entry) => entry.name === target?.remote);

  // A new lazy component per attempt: React keeps a failed lazy load for good.
  const Page = useMemo(
    () => (remote && pageName ? lazy(() => loadRemotePage(remote, pageName)) : null),
    [remote, pageName, attempt],
  );

  if (manifest.isPending) return <PageLoading />;
  if (manifest.isError) {
    return <ErrorState title="页面加载失败" error={manifest.error} onRetry={() => void manifest.refetch()} />;
  }
  if (!Page) {
    // The menu names a page that this deployment does not serve.
    return <ErrorState title="页面暂未开放" error={new Error('该页面尚未部署，请联系管理员')} />;
  }
  return (
    <RemoteErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageLoading />}>
        <Page {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** A remote's page on a public route (inside the public layout), with the browser tab's title. */
export function PublicRemotePage({ component, title }: { component: string; title: string }) {
  useEffect(() => {
    document.title = `${title} - ${SITE.name}`;
  }, [title]);
  return <RemotePage component={component} />;
}
