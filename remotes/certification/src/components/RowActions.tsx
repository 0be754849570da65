/** 编辑 and 删除 of a row; stacked in the narrow action column of a phone. */
import { Button, Flex } from 'antd';

export interface RowActionsProps {
  onEdit(): void;
  onDelete(): void;
  vertical?: boolean;
}

export function RowActions({ onEdit, onDelete, vertical = false }: RowActionsProps) {
  return (
    <Flex vertical={vertical} align={vertical ? 'flex-start' : 'center'}>
      <Button type="link" size="small" onClick={onEdit}>
        编辑
      </Button>
      <Button type="link" size="small" danger onClick={onDelete}>
        删除
      </Button>
    </Flex>
  );
}
