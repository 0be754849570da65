/**
 * /oidc/authorize: where an app sends a person to sign in with the platform
 * account (OpenID Connect). A visitor logs in first and comes back; the
 * request goes to the server, which answers where to go back to the app, or
 * what the app asks for (agreed once, remembered, withdrawn in 账号安全), or
 * why it cannot be (an unknown app, an unregistered address, the app expired
 * or not added), shown here rather than sent anywhere.
 */
import { useEffect, useState } from 'react';
import { Button, Flex, List, Result, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { oidcApi, useAuth, type Schema } from '@platform/sdk';
import { ErrorState, LoadingState } from '@platform/sdk/ui';
import { loginAddress } from '../../routes/redirect';
import { CardPage } from '../../components/CardPage';
import './oidc.css';

type Answer = Schema<'Authorization'>;

/** The request's parameters as the app sent them. */
function requestOf(params: URLSearchParams): Schema<'AuthorizeForm'> | undefined {
  const clientId = params.get('client_id');
  const redirectUri = params.get('redirect_uri');
  if (!clientId || !redirectUri) return undefined;
  return {
    response_type: params.get('response_type') ?? '',
    client_id: clientId,
    redirect_uri: redirectUri,
    scope: params.get('scope') ?? '',
    state: params.get('state'),
    nonce: params.get('nonce'),
    code_challenge: params.get('code_challenge'),
    code_challenge_method: params.get('code_challenge_method'),
    consent: null,
  };
}

function Consent({ asked, busy, decide }: { asked: NonNullable<Answer['consent']>; busy: boolean; decide(agree: boolean): void }) {
  return (
    <Result
      icon={<SafetyCertificateOutlined style={{ color: '#165dff' }} />}
      title={`「${asked.appName}」申请使用您的平台账号登录`}
      subTitle={`将以「${asked.companyName}」成员的身份登录，该应用将获得：`}
      extra={
        <>
          <List
            className="oidc__items"
            size="small"
            bordered
            dataSource={asked.items}
            renderItem={(item) => (
              <List.Item key={item.scope} data-testid={`oidc-scope-${item.scope}`}>
                {item.text}
              </List.Item>
            )}
          />
          <Typography.Paragraph type="secondary" className="oidc__note">
            同意后下次登录不再询问，可随时在「账号安全」中撤销。
          </Typography.Paragraph>
          <Flex gap={12} justify="center" wrap>
            <Button type="primary" size="large" loading={busy} onClick={() => decide(true)}>
              同意并登录
            </Button>
            <Button size="large" disabled={busy} onClick={() => decide(false)}>
              拒绝
            </Button>
          </Flex>
        </>
      }
    />
  );
}

function Authorize({ request }: { request: Schema<'AuthorizeForm'> }) {
  const [answer, setAnswer] = useState<Answer>();
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  const send = async (consent: boolean | null) => {
    setBusy(true);
    try {
      const reply = await oidcApi.authorize({ ...request, consent });
      setAnswer(reply);
      // Back to the app: an address the server checked against the app's registration.
      if (reply.redirect) window.location.assign(reply.redirect);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    void send(null);
    // Asked once per request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (error) return <ErrorState title="无法登录该应用" error={error} />;
  if (answer?.consent) return <Consent asked={answer.consent} busy={busy} decide={(agree) => void send(agree)} />;
  if (answer?.redirect) return <Result status="success" title="正在返回应用…" />;
  return <LoadingState rows={3} />;
}

export function OidcAuthorizePage() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const { isLoggedIn } = useAuth();
  const request = requestOf(params);

  if (!isLoggedIn) return <Navigate to={loginAddress(pathname, search)} replace />;
  return (
    <CardPage>
      {request ? <Authorize request={request} /> : <ErrorState title="登录请求无效" error={new Error('缺少应用或回调地址，请从应用重新发起登录')} />}
    </CardPage>
  );
}
