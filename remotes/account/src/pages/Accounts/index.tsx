/**
 * 积分账户 (/operation/accounts): platform operators see every company's
 * points account, filter by state, freeze one with the reason the company is
 * told, or unfreeze one after a confirm; who did it, when and why stay on the row.
 */
import { useState } from 'react';
import { App, Button, Flex, Grid, Typography, type TableColumnsType } from 'antd';
import { FORMS, type Query, type Schema } from '@platform/sdk';
import { FormModal, type ListContext, ListScreen, TextField } from '@platform/sdk/ui';
import { manageAccountApi, type AccountStatus } from '../../api';
import { accountKeys } from '../../api/queries';
import { AccountStatusTag } from '../../components/status';
import '../../components/account.css';

type AccountInfo = Schema<'AccountInfo'>;

const STATES = [
  { label: '全部状态', value: '' },
  { label: '正常', value: 'normal' },
  { label: '冻结', value: 'frozen' },
];

/** On a phone the account number goes under the company's name. */
const columns = (narrow: boolean): TableColumnsType<AccountInfo> => [
  { title: '账户编号', dataIndex: 'accountNo', width: 190, responsive: ['md'] },
  {
    title: '企业名称',
    dataIndex: 'accountName',
    ellipsis: !narrow,
    render: (name: string, row) =>
      narrow ? (
        <Flex vertical>
          <span>{name || '—'}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.accountNo}
          </Typography.Text>
        </Flex>
      ) : (
        name || '—'
      ),
  },
  { title: '积分余额', dataIndex: 'integralAmountStr', width: narrow ? 84 : 120, align: 'right' },
  {
    title: '状态',
    dataIndex: 'accountStatus',
    width: narrow ? 64 : 80,
    render: (status: string, row) => (
      <Flex vertical gap={2}>
        <AccountStatusTag status={status} name={row.accountStatusName} />
        {row.statusReason ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="freeze-reason">
            {row.statusReason}
          </Typography.Text>
        ) : null}
      </Flex>
    ),
  },
  {
    title: '操作人/时间',
    key: 'statusBy',
    width: 190,
    responsive: ['lg'],
    render: (_, row) =>
      row.statusByName || row.statusTime ? (
        <Flex vertical>
          <span>{row.statusByName || '—'}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.statusTime || ''}
          </Typography.Text>
        </Flex>
      ) : (
        '—'
      ),
  },
  { title: '开通时间', dataIndex: 'createTime', width: 180, responsive: ['xl'] },
];

/** Freezing needs the reason the company is told: forms/account-status.json, the reason required here as the server requires it to freeze. */
const FREEZE_FORM = {
  ...FORMS.accountStatus,
  fields: { ...FORMS.accountStatus.fields, reason: { ...FORMS.accountStatus.fields.reason, required: '请填写冻结原因（80字以内）' } },
};

/** 冻结: the reason, sent to the company's main account and shown on its account page. */
function FreezeModal({ row, onClose, onSaved }: { row?: AccountInfo; onClose(): void; onSaved(): void }) {
  return (
    <FormModal<{ reason: string }>
      open={!!row}
      title="冻结积分账户"
      name="account-freeze"
      okText="冻结"
      danger
      rules={FREEZE_FORM}
      onClose={onClose}
      onSaved={onSaved}
      save={async ({ reason }) => {
        if (!row) return;
        await manageAccountApi.setStatus({ accountNo: row.accountNo, accountStatus: 'frozen', reason: reason.trim() });
        return '冻结成功';
      }}
    >
      <Typography.Paragraph type="secondary">
        冻结后「{row?.accountName}」不能充值，也不能使用积分支付；冻结原因将通知该企业。
      </Typography.Paragraph>
      <TextField name="reason" label="冻结原因" rows={3} placeholder="如：存在异常充值，待核实" />
    </FormModal>
  );
}

export default function Accounts() {
  const { modal } = App.useApp();
  const narrow = Grid.useBreakpoint().md === false;
  const [freezing, setFreezing] = useState<{ row: AccountInfo; list: ListContext<AccountInfo> }>();

  const change = (row: AccountInfo, list: ListContext<AccountInfo>) => {
    if (row.accountStatus !== 'frozen') {
      setFreezing({ row, list });
      return;
    }
    const next: AccountStatus = 'normal';
    modal.confirm({
      title: '提示',
      content: `确定要解冻「${row.accountName}」的积分账户吗？`,
      okText: '确定',
      cancelText: '取消',
      onOk: () => list.run(row, () => manageAccountApi.setStatus({ accountNo: row.accountNo, accountStatus: next }), '解冻成功'),
    });
  };

  return (
    <ListScreen<AccountInfo, Query<'get', '/ptd-user/manage/account/page'>>
      page={{ title: '积分账户', description: '查看各企业的积分账户与余额；冻结后该企业不能充值，也不能使用积分支付' }}
      queryKey={accountKeys.operatorPages}
      load={manageAccountApi.page}
      rowKey="accountNo"
      columns={columns(narrow)}
      filters={[{ name: 'accountStatus', type: 'select', label: '账户状态', options: STATES }]}
      actions={{
        width: narrow ? 64 : 80,
        render: (row, list) =>
          row.accountStatus === 'frozen' ? (
            <Button type="link" size="small" loading={list.busy(row)} onClick={() => change(row, list)}>
              解冻
            </Button>
          ) : (
            <Button type="link" size="small" danger loading={list.busy(row)} onClick={() => change(row, list)}>
              冻结
            </Button>
          ),
      }}
      emptyText={(query) => (query.accountStatus ? '没有该状态的账户' : '暂无积分账户')}
      scroll={undefined}
    >
      <FreezeModal row={freezing?.row} onClose={() => setFreezing(undefined)} onSaved={() => freezing?.list.refresh()} />
    </ListScreen>
  );
}
