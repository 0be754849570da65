/** The antd setup of the shell: Chinese locale, the platform theme, messages bound to the SDK, Chinese names for icon-only controls, and the certification drawer any page may open. */
import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { CertificationDrawerHost } from './CertificationDrawerHost';
import { IconLabels } from './IconLabels';
import { MessageBridge } from './MessageBridge';
import { theme } from './theme';

/** antd in Chinese with the platform theme, and its messages bound to the SDK. */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    // Button texts are shown as written (重试, not 重 试).
    <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      <AntApp>
        <MessageBridge />
        <IconLabels />
        {children}
        <CertificationDrawerHost />
      </AntApp>
    </ConfigProvider>
  );
}
