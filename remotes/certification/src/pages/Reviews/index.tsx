/**
 * 认证审核 (/operation/certifications): platform operators go through the
 * company and personal certifications waiting for review, look at the images
 * and approve or reject them with a reason.
 */
import { useState } from 'react';
import { Button, Segmented, Tag, type TableColumnsType } from 'antd';
import type { CertificationKind, Id, Schema } from '@platform/sdk';
import { ListScreen } from '@platform/sdk/ui';
import { reviewApi } from '../../api';
import { companyKeys } from '../../api/queries';
import { kindLabel, REVIEW_STATES, statusTag, type ReviewStatus } from './labels';
import { ReviewDrawer } from './ReviewDrawer';

type ReviewItem = Schema<'ReviewItem'>;

const KINDS: Array<{ value: CertificationKind; label: string }> = [
  { value: 'company', label: '企业认证' },
  { value: 'person', label: '个人认证' },
];

const COMPANY_COLUMNS: TableColumnsType<ReviewItem> = [
  { title: '企业名称', dataIndex: 'companyName', render: (value?: string | null) => value || '—' },
  { title: '统一社会信用代码', dataIndex: 'licenseNumber', width: 200, responsive: ['md'], render: (value?: string | null) => value || '—' },
  {
    title: '类型',
    dataIndex: 'kind',
    width: 100,
    responsive: ['lg'],
    render: (kind: ReviewItem['kind']) => kindLabel(kind),
  },
  { title: '法定代表人 / 联系人', key: 'person', width: 150, responsive: ['lg'], render: (_, item) => item.artificialPerson || item.linkman || '—' },
];

const PERSON_COLUMNS: TableColumnsType<ReviewItem> = [
  { title: '真实姓名', dataIndex: 'realName', render: (value?: string | null) => value || '—' },
  { title: '身份证号码', dataIndex: 'idCard', width: 200, responsive: ['md'], render: (value?: string | null) => value || '—' },
  { title: '手机号', dataIndex: 'mobile', width: 130, responsive: ['lg'], render: (value?: string | null) => value || '—' },
];

export default function Reviews() {
  const [kind, setKind] = useState<CertificationKind>('company');
  const [status, setStatus] = useState<ReviewStatus>(1);
  const [opened, setOpened] = useState<Id>();

  const columns: TableColumnsType<ReviewItem> = [
    ...(kind === 'person' ? PERSON_COLUMNS : COMPANY_COLUMNS),
    { title: '申请人', dataIndex: 'applicantName', width: 110, responsive: ['sm'], render: (value?: string | null) => value || '—' },
    { title: '提交时间', dataIndex: 'createTime', width: 180, responsive: ['md'] },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (value: number) => {
        const tag = statusTag(value);
        return <Tag color={tag.color}>{tag.label}</Tag>;
      },
    },
  ];

  return (
    <ListScreen<ReviewItem>
      page={{ title: '认证审核', description: '审核企业与个人的实名认证申请；驳回时请写明原因，申请人将收到通知' }}
      queryKey={companyKeys.reviewPages}
      load={reviewApi.page}
      query={{ kind, status }}
      columns={columns}
      actions={{
        width: 80,
        render: (item) => (
          <Button type="link" size="small" onClick={() => setOpened(item.id)}>
            {item.status === 1 ? '审核' : '查看'}
          </Button>
        ),
      }}
      extraFilters={
        <>
          <Segmented<CertificationKind> options={KINDS} value={kind} onChange={setKind} />
          <Segmented<number>
            options={REVIEW_STATES.map(({ value, label }) => ({ value, label }))}
            value={status}
            onChange={(value) => setStatus(value as ReviewStatus)}
          />
        </>
      }
      onRow={(item) => ({ onDoubleClick: () => setOpened(item.id) })}
      emptyText={() => (status === 1 ? '暂无待审核的申请' : '暂无数据')}
      scroll={undefined}
    >
      <ReviewDrawer id={opened} onClose={() => setOpened(undefined)} />
    </ListScreen>
  );
}
