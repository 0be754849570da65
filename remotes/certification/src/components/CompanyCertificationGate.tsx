/**
 * What the company certification forms need first: the main account (or a
 * user without a company, who gets one), and a company not already under
 * review or certified. A rejected company sees why above the form.
 */
import { useState, type ReactNode } from 'react';
import { Alert, Button, Result } from 'antd';
import { Navigate } from 'react-router-dom';
import {
  CERTIFICATION_PATHS,
  CERTIFICATION_STATE,
  certificationAddress,
  useAuth,
  useCertificationState,
} from '@platform/sdk';
import { useReturnAddress } from './navigation';
import { CERTIFICATION_TEXTS } from './texts';

function RejectionReason() {
  const state = useCertificationState();
  const reason = state.data?.company?.reviewNote;
  if (!reason) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title="上次提交的企业认证未通过，请修改后重新提交"
      description={`驳回原因：${reason}`}
      style={{ marginBottom: 16 }}
    />
  );
}

export interface CompanyCertificationGateProps {
  children: ReactNode;
  /** Where 返回 leads in a drawer (closing it); on a page, back to where certification was asked for. */
  onBack?(): void;
}

export function CompanyCertificationGate({ children, onBack }: CompanyCertificationGateProps) {
  const { user } = useAuth();
  const { redirect, goBack: goBackHome } = useReturnAddress();
  const goBack = onBack ?? goBackHome;
  // Decided once per visit: a submission made here changes the state, and what
  // follows it (the pending page, or the way back) is the submission's to choose.
  const [status] = useState(user?.certificationStatus);

  if (status === CERTIFICATION_STATE.pending) {
    return <Navigate to={certificationAddress(CERTIFICATION_PATHS.pending, redirect)} replace />;
  }
  if (status === CERTIFICATION_STATE.certified) {
    return (
      <Result
        status="success"
        title={CERTIFICATION_TEXTS.companyCertified}
        subTitle="您的企业已完成实名认证，可以购买与申报产品。"
        extra={
          <Button type="primary" onClick={goBack}>
            返回
          </Button>
        }
      />
    );
  }
  if (user?.userType === 1) {
    return <Alert type="info" showIcon title="企业认证需由企业主账号提交" description="请联系企业主账号完成企业认证。" />;
  }
  return (
    <>
      {status === CERTIFICATION_STATE.rejected ? <RejectionReason /> : null}
      {children}
    </>
  );
}
