/** The platform's antd theme: primary colour, radius, fonts and the workbench layout colours. */
import type { ThemeConfig } from 'antd';

const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', sans-serif";

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#165dff',
    colorInfo: '#165dff',
    borderRadius: 6,
    fontFamily: FONT_FAMILY,
  },
  components: {
    Layout: { headerBg: '#ffffff', headerPadding: '0 16px', headerHeight: 56, siderBg: '#ffffff', bodyBg: '#f2f3f5' },
  },
};
