/** 加入申请: the requests to join the company, approved or refused by the main account. */
import { useState } from 'react';
import { Button, Space, Table, type TableColumnsType } from 'antd';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { notify, type Id, type Schema } from '@platform/sdk';
import { EmptyState, ErrorState } from '@platform/sdk/ui';
import { memberApi } from '../../api';
import { identityKeys } from '../../api/queries';

type JoinRequest = Schema<'JoinRequest'>;

/** 加入申请: people who opened the company's invitation and asked to join. */
export function JoinRequests({ requests }: { requests: UseQueryResult<JoinRequest[], Error> }) {
  const queryClient = useQueryClient();
  const [deciding, setDeciding] = useState<Id>();

  const decide = async (request: JoinRequest, approve: boolean) => {
    setDeciding(request.id);
    try {
      await memberApi.decideJoinRequest(request.id, approve);
      notify.success('操作成功');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: identityKeys.joinRequests }),
        queryClient.invalidateQueries({ queryKey: identityKeys.memberPages }),
      ]);
    } catch {
      // The API client has already shown the server's reason.
    } finally {
      setDeciding(undefined);
    }
  };

  const columns: TableColumnsType<JoinRequest> = [
    { title: '姓名', dataIndex: 'realName', width: 120, render: (value?: string | null) => value || '—' },
    { title: '手机号', dataIndex: 'mobile', width: 140, render: (value?: string | null) => value || '—' },
    { title: '申请时间', dataIndex: 'createTime', width: 180 },
    {
      title: '操作',
      key: 'actions',
      width: 160,
      render: (_, request) => (
        <Space size={4}>
          <Button type="link" size="small" loading={deciding === request.id} onClick={() => void decide(request, true)}>
            同意
          </Button>
          <Button type="link" size="small" danger disabled={deciding === request.id} onClick={() => void decide(request, false)}>
            拒绝
          </Button>
        </Space>
      ),
    },
  ];

  if (requests.isError) {
    return <ErrorState error={requests.error} onRetry={() => void requests.refetch()} retrying={requests.isFetching} />;
  }
  return (
    <Table<JoinRequest>
      rowKey="id"
      columns={columns}
      dataSource={requests.data ?? []}
      loading={requests.isFetching}
      pagination={false}
      scroll={{ x: 600 }}
      locale={{ emptyText: <EmptyState description="暂无加入申请" /> }}
    />
  );
}
