/**
 * The company and person certification drawers (spec section 2): shown when
 * a screen asks through the SDK (openCertificationDrawer), from the
 * enterprise info page or the e-signature question. The drawer's content is
 * the certification remote's `CertificationDrawer`, loaded on the first request.
 */
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { Drawer, Spin } from 'antd';
import { useRemoteManifest, type CertificationKind } from '@platform/sdk';
import { closeCertificationDrawer, ErrorState, useCertificationDrawerRequest } from '@platform/sdk/ui';
import { loadRemotePage } from '../remotes/loadRemote';
import { RemoteErrorBoundary } from '../remotes/RemoteErrorBoundary';

/** What the certification remote's exposed CertificationDrawer takes. */
interface ContentProps {
  kind: CertificationKind;
  onClose(): void;
  onSubmitted?(): void;
}

const REMOTE = 'certification';
const CONTENT = 'CertificationDrawer';
const TITLES: Record<CertificationKind, string> = { company: '企业认证', person: '个人认证' };

function Loading() {
  return (
    <div style={{ padding: '80px 0', textAlign: 'center' }}>
      <Spin size="large" />
    </div>
  );
}

function DrawerBody({ kind, onSubmitted }: { kind: CertificationKind; onSubmitted?(): void }) {
  const manifest = useRemoteManifest();
  const [attempt, setAttempt] = useState(0);
  const remote = manifest.data?.find((entry) => entry.name === REMOTE);
  // A new lazy component per attempt: React keeps a failed lazy load for good.
  const Content = useMemo(
    () => (remote ? lazy(() => loadRemotePage(remote, CONTENT) as Promise<{ default: ComponentType<ContentProps> }>) : null),
    [remote, attempt],
  );

  if (manifest.isPending) return <Loading />;
  if (!Content) {
    return <ErrorState title="页面加载失败" error={manifest.error ?? new Error('认证服务暂未开放')} onRetry={() => void manifest.refetch()} />;
  }
  return (
    <RemoteErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<Loading />}>
        <Content kind={kind} onClose={closeCertificationDrawer} onSubmitted={onSubmitted} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** Nothing until a drawer is asked for; then the drawer, which keeps its kind while it slides out. */
export function CertificationDrawerHost() {
  const request = useCertificationDrawerRequest();
  const [shown, setShown] = useState(request);
  if (request && request !== shown) setShown(request);
  if (!shown) return null;
  return (
    <Drawer
      title={TITLES[shown.kind]}
      open={Boolean(request)}
      onClose={closeCertificationDrawer}
      size={720}
      destroyOnHidden
      afterOpenChange={(open) => {
        if (!open) setShown(undefined);
      }}
      rootClassName="certification-drawer"
    >
      <DrawerBody kind={shown.kind} onSubmitted={shown.onSubmitted} />
    </Drawer>
  );
}
