import { Button, Form, Input, Space } from 'antd';
import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { notify } from '@platform/sdk';

const MOBILE = /^1[3-9]\d{9}$/;
const NOT_OPEN = '短信登录即将开放';

/** Login with a text-message code; the code service is not open yet and says so. */
export function SmsLoginForm() {
  return (
    <Form name="sms-login" size="large" onFinish={() => notify.info(NOT_OPEN)}>
      <Form.Item
        name="mobile"
        rules={[
          { required: true, message: '请输入手机号' },
          { pattern: MOBILE, message: '请输入正确的手机号' },
        ]}
      >
        <Input prefix={<MobileOutlined />} placeholder="请输入手机号" maxLength={11} inputMode="numeric" allowClear />
      </Form.Item>
      <Form.Item>
        <Space.Compact block>
          <Form.Item name="smsCode" noStyle rules={[{ required: true, message: '请输入验证码' }]}>
            <Input prefix={<SafetyOutlined />} placeholder="请输入验证码" maxLength={6} inputMode="numeric" />
          </Form.Item>
          <Button onClick={() => notify.info(NOT_OPEN)}>获取验证码</Button>
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" block>
        登录
      </Button>
    </Form>
  );
}
