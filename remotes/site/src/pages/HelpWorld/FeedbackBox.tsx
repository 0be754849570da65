/** 意见反馈: what a visitor could not find, sent to the operators. */
import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { fieldMax, FORMS, formRules, notify, type Body } from '@platform/sdk';
import { siteApi } from '../../api';

type FeedbackForm = Body<'post', '/ptd-industry/feedback/save'>;

const FORM = FORMS.contentFeedback;
const RULES = formRules(FORM);

export function FeedbackBox() {
  const [form] = Form.useForm<FeedbackForm>();
  const [sending, setSending] = useState(false);

  const send = async (values: FeedbackForm) => {
    setSending(true);
    try {
      await siteApi.sendFeedback({ content: values.content, contact: values.contact || undefined });
      notify.success('提交成功');
      form.resetFields();
    } catch {
      // The API client has shown the reason.
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="help-feedback">
      <h3>没有找到答案？</h3>
      <p>告诉我们您遇到的问题，我们会尽快完善帮助文档。</p>
      <Form<FeedbackForm> form={form} name="feedback" layout="vertical" onFinish={send} autoComplete="off">
        <Form.Item name="content" label="问题描述" rules={RULES.content}>
          <Input.TextArea rows={3} maxLength={fieldMax(FORM, 'content')} showCount placeholder="请描述您遇到的问题" />
        </Form.Item>
        <Form.Item name="contact" label="联系方式" rules={RULES.contact}>
          <Input maxLength={fieldMax(FORM, 'contact')} placeholder="选填：手机号或邮箱" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={sending}>
          提交反馈
        </Button>
      </Form>
    </div>
  );
}
