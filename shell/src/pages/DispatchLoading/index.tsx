/**
 * /dispatchCenterLoading?id=&customName=&phone=: where the dispatch centre
 * sends its customers. The customer id is kept for the company review, the
 * customer is looked up, and after a 5 s countdown the visitor goes on to
 * register (or to log in when the company is registered already).
 */
import { useEffect, useRef } from 'react';
import { Button, Modal, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { rememberCustomerId, useCustomerCheck } from '@platform/sdk';
import { useCountdown } from '@platform/sdk/ui';
import { FullPageLoading } from '../../routes/FullPageLoading';

const COUNTDOWN_SECONDS = 5;
/** The spec's pause before the fresh page load of the target. */
const RELOAD_AFTER_MS = 200;

function CountdownDialog({ companyRegistered }: { companyRegistered: boolean }) {
  const navigate = useNavigate();
  const { secondsLeft, start } = useCountdown();
  const left = useRef(false);
  const target = companyRegistered ? '/login' : '/register';

  const go = () => {
    if (left.current) return;
    left.current = true;
    navigate(target, { replace: true });
    // Not cleared on unmount: the page that follows is loaded afresh.
    setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
  };

  useEffect(() => start(COUNTDOWN_SECONDS), [start]);
  useEffect(() => {
    if (secondsLeft === 1) go();
  });

  const seconds = secondsLeft || COUNTDOWN_SECONDS;
  return (
    <Modal
      open
      title="温馨提示"
      closable={false}
      maskClosable={false}
      keyboard={false}
      centered
      footer={
        <Button type="primary" onClick={go}>
          {companyRegistered ? '立即登录' : '立即注册'}
        </Button>
      }
    >
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        {companyRegistered ? '您的企业已在平台注册，' : '欢迎来到工业互联网平台，'}
        <Typography.Text strong data-testid="dispatch-countdown">
          {seconds}
        </Typography.Text>
        {companyRegistered ? ' 秒后将跳转到登录页面' : ' 秒后将跳转到注册页面'}
      </Typography.Paragraph>
    </Modal>
  );
}

export function DispatchLoadingPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const customer = useCustomerCheck(params.get('customName') ?? '', params.get('phone') ?? '');

  useEffect(() => {
    if (id) rememberCustomerId(id);
  }, [id]);

  return (
    <>
      <FullPageLoading tip="正在为您跳转…" />
      {/* A failed lookup still goes on, to the register page. */}
      {customer.isPending ? null : <CountdownDialog companyRegistered={Boolean(customer.data?.companyFlag)} />}
    </>
  );
}
