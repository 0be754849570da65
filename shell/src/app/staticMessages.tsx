/** antd's messages outside any page built on antd (the public site's pages), in the platform's theme and in Chinese. */
import { ConfigProvider, message } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { theme } from './theme';

// antd's static messages render outside the React tree, so they get the
// theme through the holder; on the pages built on antd the SDK uses the
// themed message API of antd's <App> instead (MessageBridge).
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      {children}
    </ConfigProvider>
  ),
});

export const messages = message;
