/**
 * 开票信息 tab: the company's invoice headers, 10 a page. The main account
 * adds, edits, deletes and switches them on or off; others read.
 */
import { useState } from 'react';
import { Button, Descriptions, Flex, Grid, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { invoiceHeaderApi, notify, queryKeys, useInvoiceHeaderPage, type InvoiceHeader } from '@platform/sdk';
import { EmptyState, ErrorState, LoadingState } from '@platform/sdk/ui';
import { RowActions } from '../../components/RowActions';
import { useConfirmDelete } from '../../components/useConfirmDelete';
import { useEditDialog } from '../../components/useEditDialog';
import { PAGE_SIZE, useStepBackWhenEmpty } from '../../components/paging';
import { InvoiceHeaderModal } from './InvoiceHeaderModal';

function StatusSwitch({ header, onChanged }: { header: InvoiceHeader; onChanged(): void }) {
  const [saving, setSaving] = useState(false);
  const change = async (checked: boolean) => {
    setSaving(true);
    try {
      notify.success(await invoiceHeaderApi.changeStatus(header.id, checked ? 1 : 0));
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
  const confirmDelete = useConfirmDelete();
  // Below xl the table leaves columns out: they open under the row instead.
  // (Unknown until measured: the wide layout is assumed meanwhile.)
  const screens = Grid.useBreakpoint();
  const narrow = screens.xl === false;
  const phone = screens.md === false;
  const { dialog, open: openDialog, close: closeDialog } = useEditDialog<InvoiceHeader>();
  const [pageNum, setPageNum] = useState(1);
  const headers = useInvoiceHeaderPage({ pageNum, pageSize: PAGE_SIZE });
  useStepBackWhenEmpty(headers.data?.rows.length, pageNum, setPageNum);

  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.invoiceHeaders });
  const add = () => openDialog();

  const status = (header: InvoiceHeader) =>
    canWrite ? (
      <StatusSwitch header={header} onChanged={() => void refresh()} />
    ) : (
      <Tag color={header.status === 1 ? 'success' : 'default'}>{header.status === 1 ? '启用' : '停用'}</Tag>
    );

  const columns: TableColumnsType<InvoiceHeader> = [
    ...(phone
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
        ]),
    ...(canWrite
      ? [
          {
            title: '操作',
            key: 'actions',
            width: phone ? 72 : 120,
            render: (_: unknown, header: InvoiceHeader) => (
              <RowActions
                vertical={phone}
                onEdit={() => openDialog(header)}
                onDelete={() => confirmDelete(() => invoiceHeaderApi.remove(header.id), refresh)}
              />
            ),
          },
        ]
      : []),
  ];

  let body;
  if (headers.isPending) body = <LoadingState />;
  else if (headers.isError) {
    body = <ErrorState error={headers.error} onRetry={() => void headers.refetch()} retrying={headers.isFetching} />;
  } else if (headers.data.total === 0) {
    body = (
      <EmptyState
        description={
          <Flex vertical gap={12} align="center">
            <span>暂无数据</span>
            {canWrite ? (
              <Button type="primary" icon={<PlusOutlined />} onClick={add}>
                新增发票抬头
              </Button>
            ) : null}
          </Flex>
        }
      />
    );
  } else {
    body = (
      <Table<InvoiceHeader>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={headers.data.rows}
        loading={headers.isFetching}
        expandable={narrow ? { expandedRowRender: (header) => <Details header={header} /> } : undefined}
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          total: headers.data.total,
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
        <Typography.Text type="secondary">{canWrite ? '开票时可选择已启用的发票抬头' : '发票抬头由企业主账号维护'}</Typography.Text>
        {canWrite && headers.data?.total ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={add}>
            新增发票抬头
          </Button>
        ) : null}
      </Flex>
      {body}
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
    </>
  );
}
