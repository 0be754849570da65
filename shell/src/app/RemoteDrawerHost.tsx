/**
 * The drawers one area serves over another's page (the SDK's openRemoteDrawer):
 * the company and person certification, the account's password and top-up.
 * The content is the serving remote's exposed page, loaded on the first
 * request like a menu page (RemotePage: loading, failure and 重试).
 */
import { useState } from 'react';
import { Drawer } from 'antd';
import { closeRemoteDrawer, useRemoteDrawerRequest } from '@platform/sdk/ui';
import { RemotePage } from '../remotes/RemotePage';

const WIDTH = 480;

/** Nothing until a drawer is asked for; then the drawer, which keeps its content while it slides out. */
export function RemoteDrawerHost() {
  const request = useRemoteDrawerRequest();
  const [shown, setShown] = useState(request);
  if (request && request !== shown) setShown(request);
  if (!shown) return null;
  const props = { ...shown.props, onClose: closeRemoteDrawer, onDone: () => shown.onDone?.() };
  return (
    <Drawer
      title={shown.title}
      open={Boolean(request)}
      onClose={closeRemoteDrawer}
      size={Math.min(shown.width ?? WIDTH, window.innerWidth)}
      destroyOnHidden
      afterOpenChange={(open) => {
        if (!open) setShown(undefined);
      }}
    >
      <RemotePage key={`${shown.remote}/${shown.content}`} component={`${shown.remote}/${shown.content}`} props={props} />
    </Drawer>
  );
}
