/** 企业列表 (platform operators): every company on the platform, paged; 详情 opens one company's facts, members and certification history. */
import { useState } from 'react';
import { Button, Tag, type TableColumnsType } from 'antd';
import { companyCertifiedLabel, maskMobile, reviewStatusLabel, type Schema } from '@platform/sdk';
import { ListPage, PageHeader, type ListFilter } from '@platform/sdk/ui';
import { companyListApi } from '../../api';
import { identityKeys } from '../../api/queries';
import { CompanyDetailDrawer } from './CompanyDetailDrawer';

type Company = Schema<'CompanyView'>;

const FILTERS: ListFilter[] = [{ name: 'companyName', type: 'search', placeholder: '按企业名称搜索' }];

const COLUMNS: TableColumnsType<Company> = [
  { title: '企业名称', dataIndex: 'companyName', fixed: 'left', width: 200 },
  { title: '企业码', dataIndex: 'companyCode', width: 120, render: (value?: string | null) => value || '—' },
  { title: '统一社会信用代码', dataIndex: 'socialCode', width: 190, render: (value?: string | null) => value || '—' },
  { title: '联系人', dataIndex: 'linkman', width: 100, render: (value?: string | null) => value || '—' },
  { title: '联系电话', dataIndex: 'mobile', width: 130, render: (value?: string | null) => maskMobile(value) || '—' },
  {
    title: '审核状态',
    dataIndex: 'reviewStatus',
    width: 110,
    render: (_, company) => {
      const review = reviewStatusLabel(company.reviewStatus, company.reviewStatusName);
      return <Tag color={review.color}>{review.label}</Tag>;
    },
  },
  {
    title: '认证',
    dataIndex: 'certificated',
    width: 90,
    render: (_, company) => {
      const certified = companyCertifiedLabel(company.certificated);
      return <Tag color={certified.color}>{certified.label}</Tag>;
    },
  },
  { title: '创建时间', dataIndex: 'createTime', width: 170 },
];

export default function Companies() {
  const [opened, setOpened] = useState<Company>();
  return (
    <>
      <PageHeader title="企业列表" description="平台上的全部企业" />
      <ListPage<Company>
        queryKey={identityKeys.companyPages}
        load={companyListApi.page}
        columns={COLUMNS}
        actions={{
          width: 80,
          fixed: true,
          render: (company) => (
            <Button type="link" size="small" aria-label={`查看详情 ${company.companyName}`} onClick={() => setOpened(company)}>
              详情
            </Button>
          ),
        }}
        filters={FILTERS}
        card={{ title: '企业' }}
        filtersInCard
        scroll={{ x: 1190, y: 600 }}
        totalText={(total) => `共 ${total} 家企业`}
        emptyText={({ companyName }) => (companyName ? '没有找到该名称的企业' : '暂无数据')}
      />
      <CompanyDetailDrawer company={opened} onClose={() => setOpened(undefined)} />
    </>
  );
}
