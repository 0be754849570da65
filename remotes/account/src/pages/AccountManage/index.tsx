/**
 * 账户管理 (/userCenter/accountManage): the company's points account (number,
 * state, name with its certification, balance, 充值 and the account password)
 * above its 充值记录, 交易记录 and 积分明细. Before the account is opened the
 * main account may open it; a sub-account is asked to turn to the main account.
 */
import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { SafetyCertificateOutlined, WalletOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { CERTIFICATION_PATHS, certificationAddress, notify, useAuth } from '@platform/sdk';
import { EmptyState, ErrorState, LoadingState, PageCard, useCertificationGuard } from '@platform/sdk/ui';
import { accountApi } from '../../api';
import { accountKeys, useAccountInfo } from '../../api/queries';
import { AccountCard, HERE } from './AccountCard';
import { PasswordDrawer } from './PasswordDrawer';
import { RechargeDrawer } from './RechargeDrawer';
import { Records } from './Records';
import '../../components/account.css';

/** A user without a company is offered to certify one first. */
function NoCompany() {
  const navigate = useNavigate();
  return (
    <EmptyState
      description={
        <Flex vertical gap={12} align="center">
          <span>您还没有企业，认证企业后即可开通积分账户</span>
          <Button type="primary" icon={<SafetyCertificateOutlined />} onClick={() => navigate(certificationAddress(CERTIFICATION_PATHS.choose, HERE))}>
            去认证
          </Button>
        </Flex>
      }
    />
  );
}

/** No account yet: 开通账户 for the main account, a hint for a sub-account. */
function NotOpened({ isMain }: { isMain: boolean }) {
  const queryClient = useQueryClient();
  const open = useMutation({
    mutationFn: accountApi.open,
    onSuccess: (account) => {
      notify.success('开通成功');
      queryClient.setQueryData(accountKeys.info, account);
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
  return (
    <EmptyState
      description={
        <Flex vertical gap={12} align="center" data-testid="account-not-opened">
          <Typography.Text strong>您的企业尚未开通积分账户</Typography.Text>
          {isMain ? (
            <>
              <Typography.Text type="secondary">开通后可充值积分，积分仅用于平台API服务</Typography.Text>
              <Button type="primary" icon={<WalletOutlined />} loading={open.isPending} onClick={() => open.mutate()}>
                开通账户
              </Button>
            </>
          ) : (
            <Typography.Text type="secondary">请联系企业主账号开通积分账户</Typography.Text>
          )}
        </Flex>
      }
    />
  );
}

export default function AccountManage() {
  const { user } = useAuth();
  const hasCompany = user?.companyId != null;
  const isMain = user?.userType === 0;
  const account = useAccountInfo(hasCompany);
  const guard = useCertificationGuard();
  const [checking, setChecking] = useState(false);
  const [recharging, setRecharging] = useState(false);
  const [password, setPassword] = useState(false);

  const recharge = async () => {
    setChecking(true);
    try {
      if (await guard.ensureCertified('recharge')) setRecharging(true);
    } finally {
      setChecking(false);
    }
  };

  // The user centre's tabs above already name the page: no title of its own.
  if (!hasCompany) {
    return (
      <PageCard>
        <NoCompany />
      </PageCard>
    );
  }
  if (account.isPending) {
    return (
      <PageCard>
        <LoadingState rows={3} />
      </PageCard>
    );
  }
  if (account.isError) {
    return (
      <PageCard>
        <ErrorState error={account.error} onRetry={() => void account.refetch()} retrying={account.isFetching} />
      </PageCard>
    );
  }
  if (account.data === null) {
    return (
      <PageCard>
        <NotOpened isMain={isMain} />
      </PageCard>
    );
  }
  const data = account.data;
  return (
    <div className="ac-page">
      <PageCard>
        <AccountCard
          account={data}
          isMain={isMain}
          recharging={checking}
          onRecharge={() => void recharge()}
          onPassword={() => setPassword(true)}
        />
      </PageCard>
      <PageCard>
        <Records />
      </PageCard>
      <RechargeDrawer open={recharging} onClose={() => setRecharging(false)} />
      {isMain && user?.mobile ? (
        <PasswordDrawer mobile={user.mobile} hasPassword={data.hasPassword} open={password} onClose={() => setPassword(false)} />
      ) : null}
    </div>
  );
}
