/** 登录日志 (/company/signInLog, the main account): when and from where the company's members signed in, failed to, or were locked out, newest first. */
import type { TableColumnsType } from 'antd';
import type { Schema } from '@platform/sdk';
import { ListScreen } from '@platform/sdk/ui';
import { auditApi } from '../../api';
import { identityKeys } from '../../api/queries';
import { auditActorColumn, auditAddressColumn, auditKindColumn, auditTimeColumn, ellipsisColumn } from '../../components/auditColumns';

type AuditRow = Schema<'AuditView'>;

const COLUMNS: TableColumnsType<AuditRow> = [
  auditTimeColumn(),
  auditKindColumn(),
  auditActorColumn('账号'),
  auditAddressColumn(),
  ellipsisColumn('设备', 'userAgent'),
];

export default function SignInLog() {
  return (
    <ListScreen<AuditRow>
      page={{ title: '登录日志', description: '企业成员的登录记录：登录成功、登录失败与登录锁定，最新的在前' }}
      queryKey={identityKeys.signInPages}
      load={auditApi.signIns}
      columns={COLUMNS}
      // The other columns' widths and some 340 px of the device's.
      scroll={{ x: 890 }}
      emptyText={() => '暂无登录记录'}
    />
  );
}
