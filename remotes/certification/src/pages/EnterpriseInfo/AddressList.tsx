/** 收货地址 tab: the company's receiving addresses, 10 a page; the main account adds, edits and deletes. */
import { Flex, Grid, Typography, type TableColumnsType } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { maskMobile, type Schema } from '@platform/sdk';
import { ListPage } from '@platform/sdk/ui';
import { addressApi } from '../../api';
import { companyKeys } from '../../api/queries';
import { AddButton, EmptyWithAdd, ListHeader } from '../../components/ListParts';
import { RowActions } from '../../components/RowActions';
import { useEditDialog } from '../../components/useEditDialog';
import { AddressModal } from './AddressModal';

type ReceivingAddress = Schema<'Address'>;

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
  // Unknown until measured: the wide layout is assumed meanwhile.
  const narrow = Grid.useBreakpoint().md === false;
  const { dialog, open: openDialog, close: closeDialog } = useEditDialog<ReceivingAddress>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: companyKeys.addresses });
  const add = <AddButton onClick={() => openDialog()}>新增收货地址</AddButton>;

  return (
    <ListPage<ReceivingAddress>
      queryKey={companyKeys.addresses}
      load={addressApi.page}
      size="middle"
      columns={narrow ? NARROW_COLUMNS : WIDE_COLUMNS}
      actions={
        canWrite
          ? {
              width: narrow ? 72 : 120,
              render: (address, list) => (
                <RowActions
                  vertical={narrow}
                  onEdit={() => openDialog(address)}
                  onDelete={() => list.confirmDelete(() => addressApi.remove(address.id))}
                />
              ),
            }
          : undefined
      }
      header={(total) => (
        <ListHeader hint={canWrite ? '收货地址用于产品购买时的发货' : '收货地址由企业主账号维护'}>
          {canWrite && total ? add : null}
        </ListHeader>
      )}
      emptyView={<EmptyWithAdd>{canWrite ? add : null}</EmptyWithAdd>}
    >
      {canWrite ? (
        <AddressModal
          key={dialog.session}
          open={dialog.open}
          address={dialog.target}
          onClose={closeDialog}
          onSaved={() => void refresh()}
        />
      ) : null}
    </ListPage>
  );
}
