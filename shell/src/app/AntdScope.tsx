/** The antd setup of the shell: Chinese locale (antd's and the date pickers'), the platform theme, messages bound to the SDK, and the drawers any page may open from another area. */
import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { MessageBridge } from './MessageBridge';
import { RemoteDrawerHost } from './RemoteDrawerHost';
import { theme } from './theme';

// The date pickers show Chinese months and weekdays. Set here, with antd,
// since only antd's pickers use dates: pages without antd load no dayjs.
dayjs.locale('zh-cn');

/** antd in Chinese with the platform theme, and its messages bound to the SDK. */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    // Button texts are shown as written (重试, not 重 试).
    <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      <AntApp>
        <MessageBridge />
        {children}
        <RemoteDrawerHost />
      </AntApp>
    </ConfigProvider>
  );
}
