/**
 * The account at a glance: number, 正常 / 冻结, the company's name with its
 * 已认证 badge or the 去认证 hint, the balance, 充值 (disabled with 账号被冻结
 * when frozen) and the account password.
 */
import { Button, Flex, Statistic, Tag, Tooltip, Typography } from 'antd';
import { LockOutlined, SafetyCertificateFilled, WalletOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { CERTIFICATION_PATHS, certificationAddress, type Schema } from '@platform/sdk';
import { AccountStatusTag } from '../../components/status';

export const HERE = '/userCenter/accountManage';
export const FROZEN_HINT = '账号被冻结';

export interface AccountCardProps {
  account: Schema<'AccountInfo'>;
  /** Only the main account sets the account password. */
  isMain: boolean;
  recharging: boolean;
  onRecharge(): void;
  onPassword(): void;
}

export function AccountCard({ account, isMain, recharging, onRecharge, onPassword }: AccountCardProps) {
  const frozen = account.accountStatus === 'frozen';
  return (
    <div className="ac-card" data-testid="account-card">
      <div className="ac-card__info">
        <Flex align="center" gap={8} wrap>
          <Typography.Text type="secondary">账户编号</Typography.Text>
          <Typography.Text strong copyable={{ text: account.accountNo, tooltips: ['复制', '复制成功！'] }} data-testid="account-no">
            {account.accountNo}
          </Typography.Text>
          <AccountStatusTag status={account.accountStatus} name={account.accountStatusName} />
        </Flex>
        <Flex align="center" gap={8} wrap className="ac-card__name">
          <Typography.Text type="secondary">账户名称</Typography.Text>
          <Typography.Text strong className="ac-card__company">
            {account.accountName || '—'}
          </Typography.Text>
          {account.certificated ? (
            <Tag color="success" icon={<SafetyCertificateFilled />} data-testid="certified-badge">
              已认证
            </Tag>
          ) : (
            <Typography.Text type="warning" style={{ fontSize: 13 }}>
              企业未认证，
              <Link to={certificationAddress(CERTIFICATION_PATHS.choose, HERE)}>去认证</Link>
            </Typography.Text>
          )}
        </Flex>
        {account.createTime ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            开通时间 {account.createTime}
          </Typography.Text>
        ) : null}
      </div>
      <div className="ac-card__balance">
        <Statistic
          title="积分余额"
          value={account.integralAmountStr}
          suffix="积分"
          valueStyle={{ fontWeight: 600 }}
          data-testid="account-balance"
        />
        <Flex gap={8} wrap align="center" className="ac-card__actions">
          <Tooltip title={frozen ? FROZEN_HINT : undefined}>
            <Button type="primary" icon={<WalletOutlined />} disabled={frozen} loading={recharging} onClick={onRecharge}>
              充值
            </Button>
          </Tooltip>
          {isMain ? (
            <Button icon={<LockOutlined />} onClick={onPassword}>
              {account.hasPassword ? '修改账户密码' : '设置账户密码'}
            </Button>
          ) : null}
        </Flex>
        {frozen ? (
          <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid="frozen-hint">
            {FROZEN_HINT}，暂不能充值，请联系平台管理员
            {account.statusReason ? `（冻结原因：${account.statusReason}）` : ''}
          </Typography.Text>
        ) : null}
      </div>
    </div>
  );
}
