/**
 * 切换账号: the address handed over a login while the browser holds another
 * one. 确定 checks the new token with the server (which sets its cookie),
 * stores it and loads the new user's session; 取消 keeps the current login.
 * Loaded on its own, only when needed, so the front page stays without antd.
 */
import { useEffect, useRef } from 'react';
import { ConfigProvider, Modal } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { checkTokenOf, notify, useAuth } from '@platform/sdk';
import { theme } from './theme';

const TITLE = '切换账号';
const QUESTION = '当前浏览器已登录其他账号，是否切换为链接中的账号？';
const NOT_ACCEPTED = '链接中的登录信息已失效，已保留当前登录';

function Question({ token }: { token: string }) {
  const [modal, holder] = Modal.useModal();
  const { acceptLogin } = useAuth();
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    modal.confirm({
      title: TITLE,
      content: QUESTION,
      okText: '确定',
      cancelText: '取消',
      async onOk() {
        try {
          const { userId } = await checkTokenOf(token);
          acceptLogin({ userId, token });
        } catch {
          notify.error(NOT_ACCEPTED);
        }
      },
    });
  }, [acceptLogin, modal, token]);

  return holder;
}

export default function AddressTokenSwitch({ token }: { token: string }) {
  return (
    <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      <Question token={token} />
    </ConfigProvider>
  );
}
