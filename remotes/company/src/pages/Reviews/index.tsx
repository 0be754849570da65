/**
 * 认证审核 (/operation/certifications): platform operators go through the
 * company and personal certifications waiting for review, look at the images
 * and approve or reject them with a reason.
 */
import { useState } from 'react';
import { Button, Flex, Segmented, Table, Tag, type TableColumnsType } from 'antd';
import { useReviewPage, type CertificationKind, type Id, type ReviewItem, type ReviewQuery } from '@platform/sdk';
import { EmptyState, ErrorState, PageCard, PageHeader } from '@platform/sdk/ui';
import { PAGE_SIZE } from '../../components/paging';
import { kindLabel, REVIEW_STATES, statusTag } from './labels';
import { ReviewDrawer } from './ReviewDrawer';

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
  const [status, setStatus] = useState<ReviewQuery['status']>(1);
  const [pageNum, setPageNum] = useState(1);
  const [opened, setOpened] = useState<Id>();
  const reviews = useReviewPage({ kind, status, pageNum, pageSize: PAGE_SIZE });

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
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_, item) => (
        <Button type="link" size="small" onClick={() => setOpened(item.id)}>
          {item.status === 1 ? '审核' : '查看'}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="认证审核" description="审核企业与个人的实名认证申请；驳回时请写明原因，申请人将收到通知" />
      <PageCard>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Segmented<CertificationKind>
            options={KINDS}
            value={kind}
            onChange={(value) => {
              setKind(value);
              setPageNum(1);
            }}
          />
          <Segmented<number>
            options={REVIEW_STATES.map(({ value, label }) => ({ value, label }))}
            value={status}
            onChange={(value) => {
              setStatus(value as ReviewQuery['status']);
              setPageNum(1);
            }}
          />
        </Flex>
        {reviews.isError ? (
          <ErrorState error={reviews.error} onRetry={() => void reviews.refetch()} retrying={reviews.isFetching} />
        ) : (
          <Table<ReviewItem>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={reviews.data?.rows ?? []}
            loading={reviews.isFetching}
            onRow={(item) => ({ onDoubleClick: () => setOpened(item.id) })}
            locale={{ emptyText: <EmptyState description={status === 1 ? '暂无待审核的申请' : '暂无数据'} /> }}
            pagination={{
              current: pageNum,
              pageSize: PAGE_SIZE,
              total: reviews.data?.total ?? 0,
              showSizeChanger: false,
              showTotal: (total) => `共 ${total} 条`,
              onChange: setPageNum,
            }}
          />
        )}
      </PageCard>
      <ReviewDrawer id={opened} onClose={() => setOpened(undefined)} />
    </>
  );
}
