/**
 * 成员管理: the company's people. The main account adds sub-accounts, grants
 * them menus, freezes, unfreezes and resets them, and decides on requests to
 * join; a sub-account granted this page sees the list only.
 */
import { useState } from 'react';
import { Badge, Button, Tabs, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth, type Schema } from '@platform/sdk';
import { ListPage, PageCard, PageHeader, type ListFilter } from '@platform/sdk/ui';
import { memberApi } from '../../api';
import { memberStatusColumn, memberTypeColumn } from '../../components/memberColumns';
import { identityKeys, useJoinRequests } from '../../api/queries';
import { AddSubAccountModal } from './AddSubAccountModal';
import { GrantMenusModal } from './GrantMenusModal';
import { JoinRequests } from './JoinRequests';
import { MemberActions } from './MemberActions';
import { ResetPasswordModal } from './ResetPasswordModal';

type Affiliation = Schema<'Affiliation'>;

const STATUS_OPTIONS = [{ label: '全部状态', value: '' }, { label: '正常', value: 1 }, { label: '冻结', value: 0 }];

const FILTERS: ListFilter[] = [
  { name: 'realName', type: 'search', placeholder: '按姓名搜索', maxLength: 20, width: 220 },
  { name: 'status', type: 'select', label: '账号状态', options: STATUS_OPTIONS, width: 120 },
];

const COLUMNS: TableColumnsType<Affiliation> = [
  { title: '姓名', dataIndex: 'realName', render: (value?: string | null) => value || '—', fixed: 'left', width: 100 },
  { title: '登录名', dataIndex: 'userName', width: 150 },
  { title: '手机号', dataIndex: 'mobile', width: 130, render: (value?: string | null) => value || '—' },
  memberTypeColumn(),
  memberStatusColumn(90),
  { title: '加入时间', dataIndex: 'createTime', width: 170 },
  { title: '最近登录', dataIndex: 'lastLoginTime', width: 170, render: (value?: string | null) => value || '—' },
];

interface MemberListProps {
  manage: boolean;
}

function MemberList({ manage }: MemberListProps) {
  const [granting, setGranting] = useState<Affiliation>();
  const [resetting, setResetting] = useState<Affiliation>();

  return (
    <ListPage<Affiliation>
      queryKey={identityKeys.memberPages}
      load={memberApi.page}
      rowKey="userId"
      columns={COLUMNS}
      actions={
        manage
          ? {
              width: 210,
              fixed: true,
              render: (member) =>
                member.userType === 1 ? (
                  <MemberActions member={member} onGrant={() => setGranting(member)} onResetPassword={() => setResetting(member)} />
                ) : (
                  '—'
                ),
            }
          : undefined
      }
      filters={FILTERS}
      scroll={{ x: manage ? 1120 : 910, y: 600 }}
      totalText={(total) => `共 ${total} 人`}
      emptyText={({ realName, status }) => (realName || status !== undefined ? '没有符合条件的成员' : '暂无数据')}
    >
      {manage ? (
        <>
          <GrantMenusModal member={granting} onClose={() => setGranting(undefined)} />
          <ResetPasswordModal member={resetting} onClose={() => setResetting(undefined)} />
        </>
      ) : null}
    </ListPage>
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
          onAdded={() => void queryClient.invalidateQueries({ queryKey: identityKeys.memberPages })}
        />
      ) : null}
    </>
  );
}
