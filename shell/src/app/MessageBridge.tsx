/** Binds antd's themed message API to the SDK's notifications. */
import { useEffect } from 'react';
import { App } from 'antd';
import { bindMessageApi } from '@platform/sdk';

/** Hands the themed message API of antd's <App> to the SDK's notifications. */
export function MessageBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    bindMessageApi(message);
    return () => bindMessageApi(undefined);
  }, [message]);
  return null;
}
