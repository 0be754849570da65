/** The full-page spinner with a tip, shown while the session loads, on logout and before a dispatch redirect. */
import { Flex, Spin } from 'antd';

export function FullPageLoading({ tip = '正在加载…' }: { tip?: string }) {
  return (
    <Flex vertical align="center" justify="center" gap={16} style={{ minHeight: '100vh', color: '#646a73' }}>
      <Spin size="large" />
      <span>{tip}</span>
    </Flex>
  );
}
