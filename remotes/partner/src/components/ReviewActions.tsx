/** An operator's decision on a row waiting for review: 通过 after a confirmation, 驳回 with a required reason; both say 审核成功 and refresh the list. */
import { useState } from 'react';
import { App, Button, Form, Input, Modal } from 'antd';
import { notify } from '@platform/sdk';
import type { ListContext } from '@platform/sdk/ui';
import type { PartnerReviewForm } from '../api';

export const REVIEW_DONE = '审核成功';
const REASON_MAX = 200;

export interface ReviewActionsProps<R extends { id: number }> {
  row: R;
  list: ListContext<R>;
  /** What is decided on: 申请, 应用. */
  noun: string;
  /** The name shown in the dialogs (a company, an app). */
  name: string;
  review(form: PartnerReviewForm): Promise<string>;
}

/** 驳回原因: required, at most 200 characters, as the server checks. */
function RejectModal({ open, title, onClose, reject }: { open: boolean; title: string; onClose(): void; reject(reason: string): Promise<void> }) {
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async ({ reason }: { reason: string }) => {
    setSaving(true);
    try {
      await reject(reason.trim());
      onClose();
    } catch {
      // The API client has shown the reason; the dialog stays open with what was typed.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal title={title} open={open} onCancel={onClose} onOk={() => form.submit()} okText="确定驳回" okButtonProps={{ danger: true }} confirmLoading={saving} destroyOnHidden>
      <Form form={form} name="partner-reject" layout="vertical" preserve={false} onFinish={submit} autoComplete="off">
        <Form.Item
          name="reason"
          label="驳回原因"
          rules={[
            { required: true, whitespace: true, message: '请输入驳回原因' },
            { max: REASON_MAX, message: `驳回原因不能超过${REASON_MAX}个字` },
          ]}
        >
          <Input.TextArea placeholder="请输入驳回原因" maxLength={REASON_MAX} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function ReviewActions<R extends { id: number }>({ row, list, noun, name, review }: ReviewActionsProps<R>) {
  const { modal } = App.useApp();
  const [rejecting, setRejecting] = useState(false);
  const approve = () =>
    modal.confirm({
      title: '提示',
      content: `确定通过${name ? `「${name}」的` : '该'}${noun}吗？`,
      okText: '确定',
      cancelText: '取消',
      onOk: () => list.run(row, () => review({ id: row.id, approve: true, reason: null }), REVIEW_DONE),
    });
  const reject = async (reason: string) => {
    await review({ id: row.id, approve: false, reason });
    notify.success(REVIEW_DONE);
    list.refresh();
  };
  return (
    <>
      <Button type="link" size="small" loading={list.busy(row)} onClick={approve}>
        通过
      </Button>
      <Button type="link" size="small" danger onClick={() => setRejecting(true)}>
        驳回
      </Button>
      <RejectModal open={rejecting} title={`驳回${noun}`} onClose={() => setRejecting(false)} reject={reject} />
    </>
  );
}
