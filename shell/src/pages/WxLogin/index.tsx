/**
 * /wxLogin: where WeChat sends the browser back with `code` (spec section 4).
 * The code is exchanged once; a bound WeChat account logs in and goes to the
 * console, an unbound one logs in with an SMS code (binding the WeChat
 * account to that number's account, or to a new one) and then goes to /.
 */
import { useEffect, useRef, useState } from 'react';
import { Result, Spin } from 'antd';
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
  const [unboundOpenId, setUnboundOpenId] = useState<string>();
  const exchanged = useRef<string>(undefined);

  // Not a query: the provider's code works once, so nothing may ever repeat
  // this call (a login clears the query cache, which would fetch it again).
  useEffect(() => {
    if (exchanged.current === code) return;
    exchanged.current = code;
    (async () => {
      try {
        const binding = await wechatApi.checkBind(code);
        if (!binding.flag) {
          setUnboundOpenId(binding.openId);
          return;
        }
        acceptLogin(await wechatApi.openIdLogin(binding.openId));
        navigate('/home/console', { replace: true });
      } catch {
        // The API client has shown the reason (无效的访问，缺少微信授权码...).
        navigate('/login', { replace: true });
      }
    })();
  }, [code, acceptLogin, navigate]);

  const onBound = (result: LoginResult) => {
    acceptLogin(result);
    notify.success(BOUND);
    navigate('/', { replace: true });
  };

  if (unboundOpenId) {
    return (
      <AuthLayout title="绑定手机号" subtitle="首次使用微信登录，请验证手机号：已注册的手机号将登录并绑定微信，新手机号将同时注册企业">
        <WechatBindForm openId={unboundOpenId} onBound={onBound} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="微信登录">
      <Result icon={<Spin size="large" />} title="正在登录…" subTitle="正在确认您的微信账号" />
    </AuthLayout>
  );
}
