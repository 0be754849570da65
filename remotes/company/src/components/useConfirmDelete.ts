/** 确定要删除么? before a delete; cancelling says 已取消删除. */
import { useCallback } from 'react';
import { App } from 'antd';
import { notify } from '@platform/sdk';

export function useConfirmDelete() {
  const { modal } = App.useApp();
  return useCallback(
    (remove: () => Promise<string>, onDeleted: () => unknown) =>
      modal.confirm({
        title: '提示',
        content: '确定要删除么?',
        okText: '确定',
        cancelText: '取消',
        okButtonProps: { danger: true },
        onOk: async () => {
          notify.success((await remove()) || '删除成功');
          await onDeleted();
        },
        onCancel: () => notify.info('已取消删除'),
      }),
    [modal],
  );
}
