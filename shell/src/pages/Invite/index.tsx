/**
 * /invite?token=: the company's QR invitation. A visitor logs in or registers
 * first (and comes back); a signed-in person asks to join, and the company's
 * main account decides on the members page.
 */
import { useState } from 'react';
import { Button, Flex, Result } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { invitationApi, notify, useAuth, useInviteInfo, type Schema } from '@platform/sdk';
import { ErrorState, LoadingState } from '@platform/sdk/ui';
import { CardPage } from '../../components/CardPage';

function InviteCard({ token, invite }: { token: string; invite: Schema<'InviteInfo'> }) {
  const { isLoggedIn } = useAuth();
  const navigate = useNavigate();
  const [applying, setApplying] = useState(false);
  const [applied, setApplied] = useState(false);
  const back = encodeURIComponent(`/invite?token=${token}`);

  const apply = async () => {
    setApplying(true);
    try {
      await invitationApi.applyJoin(token);
      notify.success('提交成功');
      setApplied(true);
    } catch {
      // The API client has already shown the server's reason (您已是该企业成员...).
    } finally {
      setApplying(false);
    }
  };

  if (applied) {
    return (
      <Result
        status="success"
        title="申请已提交"
        subTitle={`请等待「${invite.companyName}」的管理员审核，审核通过后即可在“切换企业”中进入该企业。`}
        extra={
          <Button type="primary" onClick={() => navigate('/home')}>
            进入工作台
          </Button>
        }
      />
    );
  }

  return (
    <Result
      icon={<TeamOutlined style={{ color: '#165dff' }} />}
      title={`「${invite.companyName}」邀请您加入企业`}
      subTitle={isLoggedIn ? '提交申请后，由企业管理员审核' : '请先登录或注册，然后申请加入该企业'}
      extra={
        isLoggedIn ? (
          <Button type="primary" size="large" loading={applying} onClick={() => void apply()}>
            申请加入
          </Button>
        ) : (
          <Flex gap={12} justify="center" wrap>
            <Button type="primary" size="large" onClick={() => navigate(`/login?redirect=${back}`)}>
              登录
            </Button>
            <Button size="large" onClick={() => navigate(`/register?redirect=${back}`)}>
              注册
            </Button>
          </Flex>
        )
      }
    />
  );
}

export function InvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invite = useInviteInfo(token);

  let body;
  if (!token) body = <ErrorState title="邀请链接无效" error={new Error('链接缺少邀请信息，请联系企业主账号重新获取')} />;
  else if (invite.isPending) body = <LoadingState rows={3} />;
  else if (invite.isError) body = <ErrorState title="邀请链接无效" error={invite.error} />;
  else body = <InviteCard token={token} invite={invite.data} />;

  return (
    <CardPage>{body}</CardPage>
  );
}
