/** /concatUs and /contactWe: how to reach the platform (the site settings) and the leave-message form (success goes to /front). */
import { useState } from 'react';
import { Button, Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import { FORMS, notify, SITE_CONTACT, useSiteSettings } from '@platform/sdk';
import { FieldRules, TextField } from '@platform/sdk/ui';
import { siteApi, type ContactMessageForm } from '../../api';
import { PageHero } from '../../components/PageHero';
import './contact.css';

const FORM = FORMS.contentLeaveMessageContact;

export default function ContactUs() {
  const navigate = useNavigate();
  const [form] = Form.useForm<ContactMessageForm>();
  const [sending, setSending] = useState(false);
  const contact = useSiteSettings().data ?? SITE_CONTACT;

  const send = async (values: ContactMessageForm) => {
    setSending(true);
    try {
      const received = await siteApi.sendContactMessage(values);
      notify.success(received.message);
      navigate('/front');
    } catch {
      // The API client has shown the server's reason.
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="pub-page">
      <PageHero title="联系我们" lead="无论是产品咨询、合作洽谈还是使用问题，我们都乐意为您解答" />
      <div className="pub-container contact">
        <div className="contact__info">
          <h2>联系方式</h2>
          <dl>
            <dt>服务热线</dt>
            <dd className="contact__hotline">{contact.hotline}</dd>
            <dt>服务时间</dt>
            <dd>{contact.hotlineHours}</dd>
            <dt>服务邮箱</dt>
            <dd>
              <a href={`mailto:${contact.supportMail}`} className="pub-link">
                {contact.supportMail}
              </a>
            </dd>
          </dl>
          <p>留言后我们将在一个工作日内与您联系。</p>
        </div>
        <div className="contact__form">
          <h2>在线留言</h2>
          <Form<ContactMessageForm> form={form} name="contact" layout="vertical" onFinish={send} autoComplete="off">
            <FieldRules rules={FORM}>
              <div className="contact__row">
                <TextField name="linkman" label="联系人" placeholder="请输入联系人" />
                <TextField name="telephone" label="联系电话" placeholder="请输入手机号" maxLength={11} inputMode="numeric" />
              </div>
              <TextField name="email" label="邮箱" placeholder="请输入邮箱" />
              <TextField name="content" label="留言内容" placeholder="请输入留言内容" rows={5} />
            </FieldRules>
            <Button type="primary" htmlType="submit" size="large" loading={sending}>
              提交留言
            </Button>
          </Form>
        </div>
      </div>
    </div>
  );
}
