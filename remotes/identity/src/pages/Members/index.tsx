/**
 * 成员管理: the company's people. The main account adds sub-accounts, grants
 * them menus, freezes, unfreezes and resets them, and decides on requests to
 * join; a sub-account granted this page sees the list only.
 */
import { useState } from 'react';
import { Badge, Button, Flex, Input, Select, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  accountStatusLabel,
  queryKeys,
  useAuth,
  useJoinRequests,
  useMemberPage,
  userTypeLabel,
  type Affiliation,
} from '@platform/sdk';
import { EmptyState, ErrorState, PageCard, PageHeader } from '@platform/sdk/ui';
import { AddSubAccountModal } from './AddSubAccountModal';
import { GrantMenusModal } from './GrantMenusModal';
import { JoinRequests } from './JoinRequests';
import { MemberActions } from './MemberActions';
import { ResetPasswordModal } from './ResetPasswordModal';

const PAGE_SIZE = 10;

const STATUS_OPTIONS = [
  { label: '全部状态', value: '' },
  { label: '正常', value: '1' },
  { label: '冻结', value: '0' },
];

const COLUMNS: TableColumnsType<Affiliation> = [
  { title: '姓名', dataIndex: 'realName', render: (value?: string | null) => value || '—', fixed: 'left', width: 100 },
  { title: '登录名', dataIndex: 'userName', width: 150 },
  { title: '手机号', dataIndex: 'mobile', width: 130, render: (value?: string | null) => value || '—' },
  {
    title: '账号类型',
    dataIndex: 'userType',
    width: 100,
    render: (_, member) => (
      <Tag color={member.userType === 0 ? 'blue' : 'default'}>{userTypeLabel(member.userType, member.userTypeName)}</Tag>
    ),
  },
  {
    title: '状态',
    dataIndex: 'status',
    width: 90,
    render: (_, member) => {
      const status = accountStatusLabel(member.status, member.statusName);
      return <Tag color={status.color}>{status.label}</Tag>;
    },
  },
  { title: '加入时间', dataIndex: 'createTime', width: 170 },
  { title: '最近登录', dataIndex: 'lastLoginTime', width: 170, render: (value?: string | null) => value || '—' },
];

interface MemberListProps {
  manage: boolean;
}

function MemberList({ manage }: MemberListProps) {
  const [pageNum, setPageNum] = useState(1);
  const [realName, setRealName] = useState('');
  const [status, setStatus] = useState('');
  const members = useMemberPage({ pageNum, pageSize: PAGE_SIZE, realName, status: status === '' ? undefined : Number(status) });
  const [granting, setGranting] = useState<Affiliation>();
  const [resetting, setResetting] = useState<Affiliation>();

  const columns: TableColumnsType<Affiliation> = manage
    ? [
        ...COLUMNS,
        {
          title: '操作',
          key: 'actions',
          width: 210,
          fixed: 'right',
          render: (_, member) =>
            member.userType === 1 ? (
              <MemberActions member={member} onGrant={() => setGranting(member)} onResetPassword={() => setResetting(member)} />
            ) : (
              '—'
            ),
        },
      ]
    : COLUMNS;

  return (
    <>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          placeholder="按姓名搜索"
          allowClear
          maxLength={20}
          onSearch={(value) => {
            setRealName(value.trim());
            setPageNum(1);
          }}
          style={{ width: 220 }}
        />
        <Select
          aria-label="账号状态"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(value) => {
            setStatus(value);
            setPageNum(1);
          }}
          style={{ width: 120 }}
        />
      </Flex>
      {members.isError ? (
        <ErrorState error={members.error} onRetry={() => void members.refetch()} retrying={members.isFetching} />
      ) : (
        <Table<Affiliation>
          rowKey="userId"
          columns={columns}
          dataSource={members.data?.rows ?? []}
          loading={members.isFetching}
          scroll={{ x: manage ? 1120 : 910, y: 600 }}
          locale={{ emptyText: <EmptyState description={realName || status ? '没有符合条件的成员' : '暂无数据'} /> }}
          pagination={{
            current: pageNum,
            pageSize: PAGE_SIZE,
            total: members.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 人`,
            onChange: setPageNum,
          }}
        />
      )}
      {manage ? (
        <>
          <GrantMenusModal member={granting} onClose={() => setGranting(undefined)} />
          <ResetPasswordModal member={resetting} onClose={() => setResetting(undefined)} />
        </>
      ) : null}
    </>
  );
}

export default function Members() {
  const { user } = useAuth();
  const isMain = user?.userType === 0;
  const queryClient = useQueryClient();
  const requests = useJoinRequests(isMain);
  const [adding, setAdding] = useState(false);
  const pending = requests.data?.length ?? 0;

  return (
    <>
      <PageHeader
        title="成员管理"
        description={isMain ? '管理企业的子账号：新增、授权、冻结与重置密码' : '企业下的主账号与子账号'}
        extra={
          isMain ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              新增子账号
            </Button>
          ) : null
        }
      />
      <PageCard>
        {isMain ? (
          <Tabs
            items={[
              { key: 'members', label: '成员列表', children: <MemberList manage /> },
              {
                key: 'requests',
                label: (
                  <Badge count={pending} size="small" offset={[8, -2]}>
                    加入申请
                  </Badge>
                ),
                children: <JoinRequests requests={requests} />,
              },
            ]}
          />
        ) : (
          <MemberList manage={false} />
        )}
      </PageCard>
      {isMain ? (
        <AddSubAccountModal
          open={adding}
          onClose={() => setAdding(false)}
          onAdded={() => void queryClient.invalidateQueries({ queryKey: queryKeys.memberPages })}
        />
      ) : null}
    </>
  );
}
