/**
 * 开票信息 tab: the company's invoice headers, 10 a page. The main account
 * adds, edits, deletes and switches them on or off; others read.
 */
import { useState } from 'react';
import { Descriptions, Flex, Grid, Switch, Tag, Typography, type TableColumnsType } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { notify, type Schema } from '@platform/sdk';
import { ListPage } from '@platform/sdk/ui';
import { invoiceHeaderApi } from '../../api';
import { companyKeys } from '../../api/queries';
import { AddButton, EmptyWithAdd, ListHeader } from '../../components/ListParts';
import { RowActions } from '../../components/RowActions';
import { useEditDialog } from '../../components/useEditDialog';
import { InvoiceHeaderModal } from './InvoiceHeaderModal';

type InvoiceHeader = Schema<'InvoiceHeader'>;

function StatusSwitch({ header, onChanged }: { header: InvoiceHeader; onChanged(): void }) {
  const [saving, setSaving] = useState(false);
  const change = async (checked: boolean) => {
    setSaving(true);
    try {
      await invoiceHeaderApi.changeStatus(header.id, checked ? 1 : 0);
      notify.success('修改成功');
      onChanged();
    } catch {
      // The API client has shown the reason.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Switch
      checked={header.status === 1}
      loading={saving}
      onChange={(checked) => void change(checked)}
      checkedChildren="启用"
      unCheckedChildren="停用"
      aria-label={`${header.companyName} 启用状态`}
    />
  );
}

/** Everything a narrow screen leaves out of the table, under the row. */
function Details({ header }: { header: InvoiceHeader }) {
  return (
    <Descriptions column={1} size="small">
      <Descriptions.Item label="开户银行">{header.bankName || '—'}</Descriptions.Item>
      <Descriptions.Item label="银行账号">{header.bankAccount}</Descriptions.Item>
      <Descriptions.Item label="电话">{header.mobile || '—'}</Descriptions.Item>
      <Descriptions.Item label="地址">{header.companyAddress || '—'}</Descriptions.Item>
    </Descriptions>
  );
}

export function InvoiceHeaderList({ canWrite, companyName }: { canWrite: boolean; companyName?: string }) {
  const queryClient = useQueryClient();
  // Below xl the table leaves columns out: they open under the row instead.
  // (Unknown until measured: the wide layout is assumed meanwhile.)
  const screens = Grid.useBreakpoint();
  const narrow = screens.xl === false;
  const phone = screens.md === false;
  const { dialog, open: openDialog, close: closeDialog } = useEditDialog<InvoiceHeader>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: companyKeys.invoiceHeaders });
  const add = <AddButton onClick={() => openDialog()}>新增发票抬头</AddButton>;

  const status = (header: InvoiceHeader) =>
    canWrite ? (
      <StatusSwitch header={header} onChanged={() => void refresh()} />
    ) : (
      <Tag color={header.status === 1 ? 'success' : 'default'}>{header.status === 1 ? '启用' : '停用'}</Tag>
    );

  const columns: TableColumnsType<InvoiceHeader> = phone
    ? // On a phone one column carries the title, the tax number and the state.
      [
        {
          title: '发票抬头',
          key: 'header',
          render: (_: unknown, header: InvoiceHeader) => (
            <Flex vertical gap={4} align="flex-start">
              <Typography.Text strong>{header.companyName}</Typography.Text>
              <Typography.Text type="secondary">{header.taxIdNumber}</Typography.Text>
              {status(header)}
            </Flex>
          ),
        },
      ]
    : [
        { title: '发票抬头', dataIndex: 'companyName' },
        { title: '税号', dataIndex: 'taxIdNumber', width: 200 },
        { title: '开户银行', dataIndex: 'bankName', responsive: ['lg' as const], render: (value?: string | null) => value || '—' },
        { title: '银行账号', dataIndex: 'bankAccount', responsive: ['lg' as const] },
        { title: '电话', dataIndex: 'mobile', width: 140, responsive: ['xl' as const], render: (value?: string | null) => value || '—' },
        { title: '状态', key: 'status', width: 96, render: (_: unknown, header: InvoiceHeader) => status(header) },
      ];

  return (
    <ListPage<InvoiceHeader>
      queryKey={companyKeys.invoiceHeaders}
      load={invoiceHeaderApi.page}
      size="middle"
      columns={columns}
      actions={
        canWrite
          ? {
              width: phone ? 72 : 120,
              render: (header, list) => (
                <RowActions
                  vertical={phone}
                  onEdit={() => openDialog(header)}
                  onDelete={() => list.confirmDelete(() => invoiceHeaderApi.remove(header.id))}
                />
              ),
            }
          : undefined
      }
      expandable={narrow ? { expandedRowRender: (header) => <Details header={header} /> } : undefined}
      header={(total) => (
        <ListHeader hint={canWrite ? '开票时可选择已启用的发票抬头' : '发票抬头由企业主账号维护'}>
          {canWrite && total ? add : null}
        </ListHeader>
      )}
      emptyView={<EmptyWithAdd>{canWrite ? add : null}</EmptyWithAdd>}
    >
      {canWrite ? (
        <InvoiceHeaderModal
          key={dialog.session}
          open={dialog.open}
          header={dialog.target}
          companyName={companyName}
          onClose={closeDialog}
          onSaved={() => void refresh()}
        />
      ) : null}
    </ListPage>
  );
}
