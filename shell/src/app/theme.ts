/**
 * The platform's antd theme: primary colour, radius, fonts and the workbench
 * layout colours. Secondary texts and the success colour are dark enough to
 * read (WCAG AA, 4.5:1) on white and on the workbench's grey. Less motion
 * when the system asks for it.
 */
import type { ThemeConfig } from 'antd';
import { prefersLessMotion } from '@platform/sdk';

const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', sans-serif";

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#165dff',
    colorInfo: '#165dff',
    borderRadius: 6,
    fontFamily: FONT_FAMILY,
    // antd's defaults (45 % black, #52c41a, #ff4d4f, #faad14) fall below 4.5:1 on #f2f3f5, light green and white.
    colorTextTertiary: '#646a73',
    colorTextDescription: '#646a73',
    colorTextPlaceholder: '#6e737b',
    colorSuccess: '#237804',
    colorError: '#d32029',
    colorWarning: '#a66300',
    // Given, not derived: the light backgrounds antd would make from the darker colours turn grey.
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorErrorBg: '#fff2f0',
    colorErrorBorder: '#ffccc7',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    // Drawers, dialogs and messages appear without moving for people who asked for less motion.
    motion: !prefersLessMotion(),
  },
  components: {
    Layout: { headerBg: '#ffffff', headerPadding: '0 16px', headerHeight: 56, siderBg: '#ffffff', bodyBg: '#f2f3f5' },
  },
};
