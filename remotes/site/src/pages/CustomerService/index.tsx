/**
 * /customerService?url=[&about=]: the customer-service conversation in a frame.
 * Without a url it opens one (the user's own when logged in, else a guest's) and
 * puts it in the address, so reloading keeps the conversation. `about` (the
 * product 立即咨询 was pressed on) starts the message box with its name.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { safeChatAddress, SITE_CONTACT, useAuth, useSiteSettings } from '@platform/sdk';
import { siteApi } from '../../api';
import { Failed, Loading } from '../../components/states';
import './service.css';

export default function CustomerService() {
  const [params, setParams] = useSearchParams();
  const { isLoggedIn } = useAuth();
  const url = safeChatAddress(params.get('url'));
  const about = params.get('about') ?? '';
  const [error, setError] = useState<unknown>();
  const [attempt, setAttempt] = useState(0);
  const hours = (useSiteSettings().data ?? SITE_CONTACT).hotlineHours;

  useEffect(() => {
    if (url) return;
    let live = true;
    setError(undefined);
    siteApi.chatAddress(isLoggedIn).then(
      (address) => live && setParams(about ? { url: address, about } : { url: address }, { replace: true }),
      (reason: unknown) => live && setError(reason),
    );
    return () => {
      live = false;
    };
  }, [url, about, isLoggedIn, attempt, setParams]);

  return (
    <div className="pub-page pub-container service">
      <div className="service__head">
        <h1>在线客服</h1>
        <p>人工服务时间 {hours}，其他时间请留言，我们会尽快回复</p>
        {about ? <p data-testid="consult-about">正在咨询：{about}</p> : null}
      </div>
      {url ? (
        <iframe className="service__frame" src={about ? `${url}?${new URLSearchParams({ about })}` : url} title="在线客服对话" />
      ) : error ? (
        <Failed error={error} onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <Loading rows={4} label="正在连接客服" />
      )}
    </div>
  );
}
