/** 收货地址 tab: the company's receiving addresses, 10 a page; the main account adds, edits and deletes. */
import { useState } from 'react';
import { Button, Flex, Grid, Table, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { addressApi, maskMobile, queryKeys, useAddressPage, type ReceivingAddress } from '@platform/sdk';
import { EmptyState, ErrorState, LoadingState } from '@platform/sdk/ui';
import { RowActions } from '../../components/RowActions';
import { useConfirmDelete } from '../../components/useConfirmDelete';
import { useEditDialog } from '../../components/useEditDialog';
import { PAGE_SIZE, useStepBackWhenEmpty } from '../../components/paging';
import { AddressModal } from './AddressModal';

const WIDE_COLUMNS: TableColumnsType<ReceivingAddress> = [
  { title: '收货人', dataIndex: 'linkName', width: 140 },
  { title: '手机号', dataIndex: 'mobile', width: 140, render: (mobile?: string | null) => maskMobile(mobile) || '—' },
  { title: '收货地址', dataIndex: 'detailAddress' },
  { title: '创建时间', dataIndex: 'createTime', width: 180, responsive: ['lg'] },
];

// On a phone one column carries the person, the number and the address.
const NARROW_COLUMNS: TableColumnsType<ReceivingAddress> = [
  {
    title: '收货信息',
    key: 'address',
    render: (_, address) => (
      <Flex vertical gap={2}>
        <span>
          <Typography.Text strong>{address.linkName}</Typography.Text>
          <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
            {maskMobile(address.mobile)}
          </Typography.Text>
        </span>
        <span>{address.detailAddress}</span>
      </Flex>
    ),
  },
];

export function AddressList({ canWrite }: { canWrite: boolean }) {
  const queryClient = useQueryClient();
  const confirmDelete = useConfirmDelete();
  // Unknown until measured: the wide layout is assumed meanwhile.
  const narrow = Grid.useBreakpoint().md === false;
  const { dialog, open: openDialog, close: closeDialog } = useEditDialog<ReceivingAddress>();
  const [pageNum, setPageNum] = useState(1);
  const addresses = useAddressPage({ pageNum, pageSize: PAGE_SIZE });
  useStepBackWhenEmpty(addresses.data?.rows.length, pageNum, setPageNum);

  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.addresses });
  const add = () => openDialog();

  const columns: TableColumnsType<ReceivingAddress> = [
    ...(narrow ? NARROW_COLUMNS : WIDE_COLUMNS),
    ...(canWrite
      ? [
          {
            title: '操作',
            key: 'actions',
            width: narrow ? 72 : 120,
            render: (_: unknown, address: ReceivingAddress) => (
              <RowActions
                vertical={narrow}
                onEdit={() => openDialog(address)}
                onDelete={() => confirmDelete(() => addressApi.remove(address.id), refresh)}
              />
            ),
          },
        ]
      : []),
  ];

  let body;
  if (addresses.isPending) body = <LoadingState />;
  else if (addresses.isError) {
    body = <ErrorState error={addresses.error} onRetry={() => void addresses.refetch()} retrying={addresses.isFetching} />;
  } else if (addresses.data.total === 0) {
    body = (
      <EmptyState
        description={
          <Flex vertical gap={12} align="center">
            <span>暂无数据</span>
            {canWrite ? (
              <Button type="primary" icon={<PlusOutlined />} onClick={add}>
                新增收货地址
              </Button>
            ) : null}
          </Flex>
        }
      />
    );
  } else {
    body = (
      <Table<ReceivingAddress>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={addresses.data.rows}
        loading={addresses.isFetching}
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          total: addresses.data.total,
          showSizeChanger: false,
          showTotal: (total) => `共 ${total} 条`,
          onChange: setPageNum,
          hideOnSinglePage: true,
        }}
      />
    );
  }

  return (
    <>
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">{canWrite ? '收货地址用于产品购买时的发货' : '收货地址由企业主账号维护'}</Typography.Text>
        {canWrite && addresses.data?.total ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={add}>
            新增收货地址
          </Button>
        ) : null}
      </Flex>
      {body}
      {canWrite ? (
        <AddressModal
          key={dialog.session}
          open={dialog.open}
          address={dialog.target}
          onClose={closeDialog}
          onSaved={() => void refresh()}
        />
      ) : null}
    </>
  );
}
