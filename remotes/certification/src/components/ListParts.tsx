/** The pieces around the company's lists: the hint with the add button above, and the empty state that offers to add. */
import type { ReactNode } from 'react';
import { Button, Flex, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { EmptyState } from '@platform/sdk/ui';

export function AddButton({ onClick, children }: { onClick(): void; children: ReactNode }) {
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick}>
      {children}
    </Button>
  );
}

/** The hint above a list, with its add button once the list has rows. */
export function ListHeader({ hint, children }: { hint: string; children?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 16 }}>
      <Typography.Text type="secondary">{hint}</Typography.Text>
      {children}
    </Flex>
  );
}

/** 暂无数据, with the add button for whoever may add. */
export function EmptyWithAdd({ children }: { children?: ReactNode }) {
  return (
    <EmptyState
      description={
        <Flex vertical gap={12} align="center">
          <span>暂无数据</span>
          {children}
        </Flex>
      }
    />
  );
}
