/**
 * Where the company's certification stands, for the pending and rejected
 * pages: under review (approval expected within 1 day), rejected with the
 * reason and 重新提交. Approved goes back to where certification was asked
 * for (the `redirect`, a purchase for instance), else to the console; not yet
 * submitted to /certification.
 */
import { useEffect, useState } from 'react';
import { Button, Descriptions, Result, Typography } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { Navigate, useNavigate } from 'react-router-dom';
import { CERTIFICATION_PATHS, CERTIFICATION_STATE, certificationAddress, notify, useAuth, useCertificationState, type Schema } from '@platform/sdk';
import { QueryView } from '@platform/sdk/ui';
import { useReturnAddress } from './navigation';
import { CERTIFICATION_TEXTS } from './texts';

const ENTERPRISE_INFO = '/userCenter/userInfo';
const CONSOLE = '/home/console';

/** The company is certified: on to `to`, announcing it when the session still thought otherwise. */
function Certified({ justNow, to }: { justNow: boolean; to: string }) {
  useEffect(() => {
    if (justNow) notify.success(CERTIFICATION_TEXTS.companyCertified);
  }, [justNow]);
  return <Navigate to={to} replace />;
}

function Submission({ submission }: { submission?: Schema<'SubmissionView'> | null }) {
  if (!submission) return null;
  return (
    <Descriptions column={1} size="small" style={{ maxWidth: 420, margin: '0 auto' }}>
      <Descriptions.Item label="企业名称">{submission.companyName || '—'}</Descriptions.Item>
      <Descriptions.Item label="提交时间">{submission.createTime || '—'}</Descriptions.Item>
      {submission.reviewTime ? <Descriptions.Item label="审核时间">{submission.reviewTime}</Descriptions.Item> : null}
    </Descriptions>
  );
}

export function CertificationProgress() {
  const state = useCertificationState();
  const { user, reloadUser } = useAuth();
  const navigate = useNavigate();
  const { redirect, goBack, goTo } = useReturnAddress();
  const status = state.data?.certificationStatus ?? undefined;
  // What the session knew on arrival: a certification decided since is news.
  const [knownStatus] = useState(user?.certificationStatus);

  // An operator may have decided since the session was read: let the rest of the workbench know.
  useEffect(() => {
    if (status !== undefined && user && status !== user.certificationStatus) void reloadUser();
  }, [reloadUser, status, user]);

  return (
    <QueryView query={state}>
      {({ certificationStatus, company }) => {
        if (certificationStatus === CERTIFICATION_STATE.pending) {
          return (
            <Result
              icon={<ClockCircleOutlined style={{ color: '#1677ff' }} />}
              title="企业认证审核中"
              subTitle="您的认证信息已提交，预计1个工作日内完成审核，审核结果将通过站内消息通知您。"
              extra={[
                <Button key="back" type="primary" onClick={goBack}>
                  返回
                </Button>,
                <Button key="info" onClick={() => navigate(ENTERPRISE_INFO)}>
                  查看企业信息
                </Button>,
              ]}
            >
              <Submission submission={company} />
            </Result>
          );
        }
        if (certificationStatus === CERTIFICATION_STATE.rejected) {
          return (
            <Result
              status="error"
              title="企业认证未通过"
              subTitle="请根据驳回原因修改认证信息后重新提交。"
              extra={[
                <Button key="again" type="primary" onClick={() => goTo(CERTIFICATION_PATHS.choose)}>
                  重新提交
                </Button>,
                <Button key="back" onClick={goBack}>
                  返回
                </Button>,
              ]}
            >
              <Typography.Paragraph style={{ textAlign: 'center' }} data-testid="reject-reason">
                <Typography.Text strong>驳回原因：</Typography.Text>
                {company?.reviewNote || '—'}
              </Typography.Paragraph>
              <Submission submission={company} />
            </Result>
          );
        }
        // A certified company has nothing to wait for: on with what it was certified for, else the console (spec section 4, reviewStatus 2).
        if (certificationStatus === CERTIFICATION_STATE.certified) {
          return <Certified justNow={knownStatus !== CERTIFICATION_STATE.certified} to={redirect ?? CONSOLE} />;
        }
        return <Navigate to={certificationAddress(CERTIFICATION_PATHS.choose, redirect)} replace />;
      }}
    </QueryView>
  );
}
