/**
 * Where the company's certification stands, for the pending and rejected
 * pages: under review (approval expected within 1 day), rejected with the
 * reason and 重新提交, or approved. Not yet submitted goes to /certification.
 */
import { useEffect } from 'react';
import { Button, Descriptions, Result, Typography } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { Navigate, useNavigate } from 'react-router-dom';
import {
  CERTIFICATION_PATHS,
  CERTIFICATION_STATE,
  certificationAddress,
  useAuth,
  useCertificationState,
  type CertificationSubmission,
} from '@platform/sdk';
import { QueryView } from '@platform/sdk/ui';
import { useReturnAddress } from './navigation';

const ENTERPRISE_INFO = '/userCenter/userInfo';

function Submission({ submission }: { submission?: CertificationSubmission | null }) {
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
        if (certificationStatus === CERTIFICATION_STATE.certified) {
          return (
            <Result
              status="success"
              title="企业认证已通过"
              subTitle="您的企业已完成实名认证，可以购买与申报产品。"
              extra={
                <Button type="primary" onClick={() => navigate('/home/console')}>
                  进入工作台
                </Button>
              }
            >
              <Submission submission={company} />
            </Result>
          );
        }
        return <Navigate to={certificationAddress(CERTIFICATION_PATHS.choose, redirect)} replace />;
      }}
    </QueryView>
  );
}
