/**
 * 合作伙伴审核 (operators): every company's partner applications, waiting ones
 * first. 查看 shows an application (introduction, logo, publicity pictures);
 * a waiting one is approved after a confirmation or rejected with a reason.
 */
import { useState } from 'react';
import { Button, Drawer, Empty, Flex, Image, Typography, type TableColumnsType } from 'antd';
import type { Query, Schema } from '@platform/sdk';
import { ListScreen } from '@platform/sdk/ui';
import { applicationApi } from '../../api';
import { partnerKeys } from '../../api/queries';
import { DRAWER_SIZE } from '../../components/AppDetailDrawer';
import { ReviewActions } from '../../components/ReviewActions';
import { APPLICATION_STATUS, APPLICATION_STATUS_OPTIONS, ApplicationStatusTag } from '../../components/status';
import { Facts, RESPONSIVE_COLUMNS } from '../../components/Facts';

/** An application: status 0 待审核, 1 已通过, 2 已驳回. */
type PartnerApplication = Schema<'PartnerApplication'>;

function orDash(value?: string | null): string {
  return value || '—';
}

const COLUMNS: TableColumnsType<PartnerApplication> = [
  { title: '企业名称', dataIndex: 'companyName', render: (name: string) => name || '—' },
  { title: '合作类型', dataIndex: 'cooperationTypeName', width: 110, responsive: ['md'], render: (name: string) => name || '—' },
  { title: '联系人', dataIndex: 'linkman', width: 100, responsive: ['md'] },
  { title: '联系电话', dataIndex: 'mobile', width: 130, responsive: ['lg'] },
  { title: '状态', dataIndex: 'status', width: 90, render: (status: number) => <ApplicationStatusTag status={status} /> },
  { title: '申请时间', dataIndex: 'createTime', width: 170, responsive: ['lg'], render: orDash },
  {
    title: '审核人/审核时间',
    key: 'review',
    width: 170,
    responsive: ['xl'],
    render: (_, row) =>
      row.reviewTime ? (
        <div>
          <div>{orDash(row.reviewerName)}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.reviewTime}
          </Typography.Text>
        </div>
      ) : (
        '—'
      ),
  },
];

/** One application: its fields, introduction and pictures. */
function ApplicationDetail({ application }: { application: PartnerApplication }) {
  return (
    <>
      <Facts
        items={[
          { key: 'company', label: '企业名称', span: RESPONSIVE_COLUMNS, children: orDash(application.companyName) },
          { key: 'type', label: '合作类型', children: orDash(application.cooperationTypeName) },
          { key: 'status', label: '状态', children: <ApplicationStatusTag status={application.status} /> },
          { key: 'linkman', label: '联系人', children: application.linkman },
          { key: 'mobile', label: '联系电话', children: application.mobile },
          { key: 'created', label: '申请时间', children: orDash(application.createTime) },
          { key: 'reviewer', label: '审核人', children: orDash(application.reviewerName) },
          // The row's last half: the full-width items below start rows of their own.
          { key: 'reviewTime', label: '审核时间', span: 'filled', children: orDash(application.reviewTime) },
          ...(application.reason
            ? [{ key: 'reason', label: '驳回原因', span: RESPONSIVE_COLUMNS, children: <Typography.Text type="danger">{application.reason}</Typography.Text> }]
            : []),
          {
            key: 'introduction',
            label: '企业介绍',
            span: RESPONSIVE_COLUMNS,
            children: <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{application.introduction}</div>,
          },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        企业标志
      </Typography.Title>
      {application.logo ? (
        <Image src={application.logo} alt={`${application.companyName}的企业标志`} width={120} height={120} style={{ objectFit: 'contain', background: '#fafafa' }} />
      ) : (
        <Typography.Text type="secondary">未上传</Typography.Text>
      )}
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        宣传图片
      </Typography.Title>
      {application.publicityImgArr.length ? (
        <Image.PreviewGroup>
          <Flex gap={8} wrap>
            {application.publicityImgArr.map((url, i) => (
              <Image key={`${url}-${i}`} src={url} alt={`宣传图片${i + 1}`} width={120} height={90} style={{ objectFit: 'cover' }} />
            ))}
          </Flex>
        </Image.PreviewGroup>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无宣传图片" />
      )}
    </>
  );
}

export default function ApplicationReview() {
  const [shown, setShown] = useState<PartnerApplication>();
  return (
    <ListScreen<PartnerApplication, Query<'get', '/ptd-open-platform/partner/application/page'>>
      page={{ title: '合作伙伴审核', description: '企业提交的合作伙伴入驻申请，待审核的排在最前；通过后该企业主账号获得合作伙伴权限' }}
      queryKey={partnerKeys.applications}
      load={applicationApi.page}
      columns={COLUMNS}
      filters={[{ name: 'status', type: 'select', label: '状态', options: APPLICATION_STATUS_OPTIONS }]}
      actions={{
        width: 170,
        fixed: true,
        render: (row, list) => (
          <Flex gap={4} wrap>
            <Button type="link" size="small" onClick={() => setShown(row)}>
              查看
            </Button>
            {row.status === APPLICATION_STATUS.waiting ? (
              <ReviewActions row={row} list={list} noun="合作伙伴申请" name={row.companyName} review={applicationApi.review} />
            ) : null}
          </Flex>
        ),
      }}
      emptyText={(query) => (query.status !== undefined ? '没有符合条件的申请' : '暂无合作伙伴申请')}
    >
      <Drawer title="申请详情" open={shown !== undefined} onClose={() => setShown(undefined)} size={DRAWER_SIZE} destroyOnHidden>
        {shown ? <ApplicationDetail application={shown} /> : null}
      </Drawer>
    </ListScreen>
  );
}
