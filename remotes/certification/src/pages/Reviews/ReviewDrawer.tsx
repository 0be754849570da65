/**
 * One submission in full, with its images, and the decision: 通过, or 驳回
 * with the reason the applicant will read.
 */
import { useState } from 'react';
import { Alert, App, Button, Descriptions, Drawer, Flex, Form, Image, Space, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { notify, type Id, type Schema } from '@platform/sdk';
import { QueryView, RejectReasonField } from '@platform/sdk/ui';
import { reviewApi } from '../../api';
import { companyKeys, useReview } from '../../api/queries';
import { kindLabel, statusTag } from './labels';

function Photo({ url, label }: { url?: string | null; label: string }) {
  return (
    <Flex vertical gap={4} align="center">
      {url ? (
        <Image src={url} alt={label} width={200} height={130} style={{ objectFit: 'contain', background: '#fafafa' }} />
      ) : (
        <Flex align="center" justify="center" style={{ width: 200, height: 130, background: '#fafafa', color: 'rgba(0,0,0,0.45)' }}>
          未上传
        </Flex>
      )}
      <Typography.Text type="secondary">{label}</Typography.Text>
    </Flex>
  );
}

function Facts({ item }: { item: Schema<'ReviewItem'> }) {
  const status = statusTag(item.status);
  const isPerson = item.kind === 'person';
  return (
    <>
      {item.socialCodeCertifiedBy ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={`该统一社会信用代码已被「${item.socialCodeCertifiedBy}」认证，请核实后再审核`}
        />
      ) : null}
      <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label="认证类型">{kindLabel(item.kind)}</Descriptions.Item>
        <Descriptions.Item label="状态">
          <Tag color={status.color}>{status.label}</Tag>
        </Descriptions.Item>
        {isPerson ? (
          <>
            <Descriptions.Item label="真实姓名">{item.realName || '—'}</Descriptions.Item>
            <Descriptions.Item label="身份证号码">{item.idCard || '—'}</Descriptions.Item>
            <Descriptions.Item label="手机号">{item.mobile || '—'}</Descriptions.Item>
          </>
        ) : (
          <>
            <Descriptions.Item label="企业名称">{item.companyName || '—'}</Descriptions.Item>
            <Descriptions.Item label="统一社会信用代码">{item.licenseNumber || '—'}</Descriptions.Item>
            <Descriptions.Item label="法定代表人">{item.artificialPerson || '—'}</Descriptions.Item>
            {item.kind === 'company' ? (
              <Descriptions.Item label="法定代表人身份证">{item.idCard || '—'}</Descriptions.Item>
            ) : (
              <>
                <Descriptions.Item label="联系人">{item.linkman || '—'}</Descriptions.Item>
                <Descriptions.Item label="联系电话">{item.mobile || '—'}</Descriptions.Item>
                <Descriptions.Item label="主营产品">{item.mainProduct || '—'}</Descriptions.Item>
              </>
            )}
          </>
        )}
        <Descriptions.Item label="申请人">{item.applicantName || '—'}</Descriptions.Item>
        <Descriptions.Item label="提交时间">{item.createTime || '—'}</Descriptions.Item>
        {item.reviewTime ? (
          <>
            <Descriptions.Item label="审核人">{item.reviewerName || '—'}</Descriptions.Item>
            <Descriptions.Item label="审核时间">{item.reviewTime}</Descriptions.Item>
            {item.reviewNote ? <Descriptions.Item label="审核意见">{item.reviewNote}</Descriptions.Item> : null}
          </>
        ) : null}
      </Descriptions>
      <Image.PreviewGroup>
        <Flex gap={16} wrap>
          {isPerson ? (
            <>
              <Photo url={item.idCardPhotoUrl} label="身份证人像面" />
              <Photo url={item.idCardPhotoBackUrl} label="身份证国徽面" />
            </>
          ) : (
            <>
              <Photo url={item.licensePhotoUrl} label="营业执照" />
              {item.kind === 'company' ? <Photo url={item.legalPersonPhotoUrl} label="法人身份证照片" /> : null}
            </>
          )}
        </Flex>
      </Image.PreviewGroup>
    </>
  );
}

function Decision({ item, onDecided }: { item: Schema<'ReviewItem'>; onDecided(): void }) {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ reviewNote: string }>();
  const [rejecting, setRejecting] = useState(false);
  const [saving, setSaving] = useState(false);

  const decide = async (approve: boolean, reviewNote?: string) => {
    setSaving(true);
    try {
      await reviewApi.decide({ id: item.id, approve, reviewNote });
      notify.success('审核完成');
      await queryClient.invalidateQueries({ queryKey: companyKeys.reviews });
      onDecided();
    } catch {
      // 该申请已处理 and the like: the API client has shown it; the queue is read again.
      await queryClient.invalidateQueries({ queryKey: companyKeys.reviews });
    } finally {
      setSaving(false);
    }
  };

  const approve = () =>
    modal.confirm({
      title: '通过审核',
      content: `确定通过「${item.companyName || item.realName || ''}」的${kindLabel(item.kind)}申请吗？`,
      okText: '通过',
      cancelText: '取消',
      onOk: () => decide(true),
    });

  if (rejecting) {
    return (
      <Form form={form} layout="vertical" name="review-reject" onFinish={({ reviewNote }) => void decide(false, reviewNote.trim())}>
        <RejectReasonField name="reviewNote" placeholder="申请人将看到此原因" />
        <Space>
          <Button type="primary" danger htmlType="submit" loading={saving}>
            确认驳回
          </Button>
          <Button onClick={() => setRejecting(false)} disabled={saving}>
            取消
          </Button>
        </Space>
      </Form>
    );
  }
  return (
    <Space>
      <Button type="primary" onClick={approve} loading={saving}>
        通过
      </Button>
      <Button danger onClick={() => setRejecting(true)} disabled={saving}>
        驳回
      </Button>
    </Space>
  );
}

export interface ReviewDrawerProps {
  id: Id | undefined;
  onClose(): void;
}

export function ReviewDrawer({ id, onClose }: ReviewDrawerProps) {
  const review = useReview(id);
  const pending = review.data?.status === 1;
  return (
    <Drawer
      title="认证详情"
      open={id !== undefined}
      onClose={onClose}
      size={560}
      destroyOnHidden
      footer={pending && review.data ? <Decision key={String(id)} item={review.data} onDecided={onClose} /> : null}
    >
      <QueryView query={review}>{(item) => <Facts item={item} />}</QueryView>
    </Drawer>
  );
}
