/** The login page's 微信登录 link, which starts the WeChat authorization. */
import { useState } from 'react';
import { Button } from 'antd';
import { WechatOutlined } from '@ant-design/icons';
import { wechatApi } from '@platform/sdk';

/** Sends the browser to WeChat's authorize page, which comes back to /wxLogin with a code. */
export function WechatLoginLink() {
  const [leaving, setLeaving] = useState(false);
  const start = async () => {
    setLeaving(true);
    try {
      const { url } = await wechatApi.authorizeUrl('/wxLogin');
      window.location.assign(url);
    } catch {
      setLeaving(false);
    }
  };
  return (
    <Button type="link" icon={<WechatOutlined style={{ color: '#07c160' }} />} loading={leaving} onClick={() => void start()} style={{ padding: 0 }}>
      微信登录
    </Button>
  );
}
