/** An operator's decision on a row waiting for review: 通过 after a confirmation, 驳回 with a required reason; both say 审核成功 and refresh the list. */
import { useState } from 'react';
import { App, Button } from 'antd';
import type { Schema } from '@platform/sdk';
import { FormModal, RejectReasonField, type ListContext } from '@platform/sdk/ui';

export const REVIEW_DONE = '审核成功';

export interface ReviewActionsProps<R extends { id: number }> {
  row: R;
  list: ListContext<R>;
  /** What is decided on: 申请, 应用. */
  noun: string;
  /** The name shown in the dialogs (a company, an app). */
  name: string;
  review(form: Schema<'PartnerReviewForm'>): Promise<unknown>;
  /** After 审核成功 (a drawer the actions sit in closes). */
  onDone?(): void;
}

export function ReviewActions<R extends { id: number }>({ row, list, noun, name, review, onDone }: ReviewActionsProps<R>) {
  const { modal } = App.useApp();
  const [rejecting, setRejecting] = useState(false);
  const approve = () =>
    modal.confirm({
      title: '提示',
      content: `确定通过${name ? `「${name}」的` : '该'}${noun}吗？`,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        let decided = false;
        await list.run(
          row,
          async () => {
            await review({ id: row.id, approve: true, reason: null });
            decided = true;
          },
          REVIEW_DONE,
        );
        // A refusal (already decided elsewhere) was shown; the drawer stays for another look.
        if (decided) onDone?.();
      },
    });
  // A refusal was shown by the API client; the dialog stays open with what was typed.
  const reject = async ({ reason }: { reason: string }) => {
    await review({ id: row.id, approve: false, reason: reason.trim() });
    return REVIEW_DONE;
  };
  return (
    <>
      <Button type="link" size="small" loading={list.busy(row)} onClick={approve}>
        通过
      </Button>
      <Button type="link" size="small" danger onClick={() => setRejecting(true)}>
        驳回
      </Button>
      <FormModal<{ reason: string }>
        title={`驳回${noun}`}
        name="partner-reject"
        open={rejecting}
        okText="确定驳回"
        danger
        save={reject}
        onSaved={() => {
          list.refresh();
          onDone?.();
        }}
        onClose={() => setRejecting(false)}
      >
        <RejectReasonField name="reason" placeholder="请输入驳回原因" />
      </FormModal>
    </>
  );
}
