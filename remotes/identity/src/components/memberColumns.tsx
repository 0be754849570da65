/** The columns every list of a company's people shares: the account type and the state in that company, as tags. */
import { Tag, type TableColumnType } from 'antd';
import { accountStatusLabel, userTypeLabel } from '@platform/sdk';

interface MemberState {
  userType: number;
  userTypeName?: string | null;
  status: number;
  statusName?: string | null;
}

/** 账号类型: the main account stands out. */
export function memberTypeColumn<T extends MemberState>(): TableColumnType<T> {
  return {
    title: '账号类型',
    dataIndex: 'userType',
    width: 100,
    render: (_, member) => <Tag color={member.userType === 0 ? 'blue' : 'default'}>{userTypeLabel(member.userType, member.userTypeName)}</Tag>,
  };
}

/** 状态: active, or frozen (the account frozen or its membership suspended). */
export function memberStatusColumn<T extends MemberState>(width = 90): TableColumnType<T> {
  return {
    title: '状态',
    dataIndex: 'status',
    width,
    render: (_, member) => {
      const status = accountStatusLabel(member.status, member.statusName);
      return <Tag color={status.color}>{status.label}</Tag>;
    },
  };
}
