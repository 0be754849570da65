/** 成员管理: the members of the current company, searchable by name. */
import { useState } from 'react';
import { Input, Table, Tag, type TableColumnsType } from 'antd';
import { accountStatusLabel, useCompanyMembers, userTypeLabel, type CompanyMember } from '@platform/sdk';
import { EmptyState, ErrorState, PageCard, PageHeader } from '@platform/sdk/ui';

const COLUMNS: TableColumnsType<CompanyMember> = [
  { title: '姓名', dataIndex: 'realName', render: (value?: string | null) => value || '—', fixed: 'left', width: 100 },
  { title: '用户名', dataIndex: 'userName', width: 140 },
  { title: '手机号', dataIndex: 'mobile', width: 130, render: (value?: string | null) => value || '—' },
  {
    title: '账号类型',
    dataIndex: 'userType',
    width: 100,
    render: (_, member) => (
      <Tag color={member.userType === 0 ? 'blue' : 'default'}>{userTypeLabel(member.userType, member.userTypeName)}</Tag>
    ),
  },
  { title: '部门', dataIndex: 'deptName', width: 120, render: (value?: string | null) => value || '—' },
  { title: '岗位', dataIndex: 'postName', width: 120, render: (value?: string | null) => value || '—' },
  {
    title: '状态',
    dataIndex: 'status',
    width: 90,
    render: (_, member) => {
      const status = accountStatusLabel(member.status, member.statusName);
      return <Tag color={status.color}>{status.label}</Tag>;
    },
  },
  { title: '创建时间', dataIndex: 'createTime', width: 170 },
];

export default function Members() {
  const [realName, setRealName] = useState('');
  const members = useCompanyMembers(realName);

  return (
    <>
      <PageHeader title="成员管理" description="企业下的主账号与子账号" />
      <PageCard
        title="成员列表"
        extra={
          <Input.Search
            placeholder="按姓名搜索"
            allowClear
            maxLength={20}
            onSearch={(value) => setRealName(value.trim())}
            style={{ width: 220 }}
          />
        }
      >
        {members.isError ? (
          <ErrorState error={members.error} onRetry={() => void members.refetch()} retrying={members.isFetching} />
        ) : (
          <Table<CompanyMember>
            rowKey="userId"
            columns={COLUMNS}
            dataSource={members.data ?? []}
            loading={members.isFetching}
            pagination={false}
            scroll={{ x: 970, y: 600 }}
            locale={{ emptyText: <EmptyState description={realName ? '没有找到该姓名的成员' : '暂无数据'} /> }}
          />
        )}
      </PageCard>
    </>
  );
}
