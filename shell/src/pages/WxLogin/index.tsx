/**
 * /wxLogin: where WeChat sends the browser back with `code` (spec section 4).
 * The code is exchanged once; a bound WeChat account logs in and goes to the
 * console, an unbound one binds a mobile number first and then goes to /.
 */
import { useEffect } from 'react';
import { Result, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { notify, useAuth, wechatApi, type LoginResult } from '@platform/sdk';
import { AuthLayout } from '../../layouts/auth/AuthLayout';
import { WechatBindForm } from './WechatBindForm';

const NO_CODE = '无效的访问，缺少微信授权码';
const BOUND = '账户绑定成功并已登录';

function MissingCode() {
  useEffect(() => notify.error(NO_CODE), []);
  return <Navigate to="/login" replace />;
}

export function WechatLoginPage() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  return code ? <WechatCallback code={code} /> : <MissingCode />;
}

function WechatCallback({ code }: { code: string }) {
  const navigate = useNavigate();
  const { acceptLogin } = useAuth();
  // A code works once: kept for the page's life, never fetched again.
  const binding = useQuery({
    queryKey: ['wechat', code],
    queryFn: () => wechatApi.checkBind(code),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const openId = binding.data?.flag ? binding.data.openId : undefined;
  const login = useQuery({
    queryKey: ['wechat', code, 'login'],
    queryFn: () => wechatApi.openIdLogin(openId!),
    enabled: openId !== undefined,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

  useEffect(() => {
    if (binding.isError || login.isError) navigate('/login', { replace: true });
  }, [binding.isError, login.isError, navigate]);

  useEffect(() => {
    if (!login.data) return;
    acceptLogin(login.data);
    navigate('/home/console', { replace: true });
  }, [login.data, acceptLogin, navigate]);

  const onBound = (result: LoginResult) => {
    acceptLogin(result);
    notify.success(BOUND);
    navigate('/', { replace: true });
  };

  if (binding.data && !binding.data.flag) {
    return (
      <AuthLayout title="绑定手机号" subtitle="首次使用微信登录，请绑定手机号">
        <WechatBindForm openId={binding.data.openId} onBound={onBound} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="微信登录">
      <Result icon={<Spin size="large" />} title="正在登录…" subTitle="正在确认您的微信账号" />
    </AuthLayout>
  );
}
