/**
 * What personal certification needs first: the person neither certified nor
 * waiting for review. A rejected submission shows its reason above the form.
 */
import type { ReactNode } from 'react';
import { Alert, Button, Result } from 'antd';
import { CERTIFICATION_STATE, useAuth, useCertificationState } from '@platform/sdk';
import { QueryView } from '@platform/sdk/ui';
import { useReturnAddress } from './navigation';
import { CERTIFICATION_TEXTS } from './texts';

export interface PersonCertificationGateProps {
  children: ReactNode;
  /** Where 返回 leads in a drawer (closing it); on a page, back to where certification was asked for. */
  onBack?(): void;
}

export function PersonCertificationGate({ children, onBack }: PersonCertificationGateProps) {
  const { user } = useAuth();
  const state = useCertificationState();
  const { goBack: goBackHome } = useReturnAddress();
  const goBack = onBack ?? goBackHome;

  return (
    <QueryView query={state}>
      {({ person, personCertificated }) => {
        if (personCertificated === 1 || user?.userCertification === 1) {
          return (
            <Result
              status="success"
              title={CERTIFICATION_TEXTS.personCertified}
              subTitle="您已完成个人实名认证"
              extra={
                <Button type="primary" onClick={goBack}>
                  返回
                </Button>
              }
            />
          );
        }
        if (person?.status === CERTIFICATION_STATE.pending) {
          return (
            <Result
              status="info"
              title="个人认证审核中"
              subTitle={`提交时间：${person.createTime ?? '—'}，预计1个工作日内完成审核，请耐心等待。`}
              extra={<Button onClick={goBack}>返回</Button>}
            />
          );
        }
        return (
          <>
            {person?.status === CERTIFICATION_STATE.rejected ? (
              <Alert
                type="warning"
                showIcon
                title="上次提交的个人认证未通过，请修改后重新提交"
                description={`驳回原因：${person.reviewNote || '—'}`}
                style={{ marginBottom: 16 }}
              />
            ) : null}
            {children}
          </>
        );
      }}
    </QueryView>
  );
}
