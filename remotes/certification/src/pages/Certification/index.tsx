/**
 * 认证中心 (/certification): the company certification form, the short
 * review form (快速提交审核) and personal certification, one tab each.
 * 暂不认证 goes back to where certification was asked for, or /home.
 */
import { Button, Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '@platform/sdk';
import { PageCard, PageHeader } from '@platform/sdk/ui';
import { CompanyCertificationForm } from '../../components/CompanyCertificationForm';
import { CompanyCertificationGate } from '../../components/CompanyCertificationGate';
import { CompanyReviewForm } from '../../components/CompanyReviewForm';
import { useReturnAddress } from '../../components/navigation';
import { PersonCertificationForm } from '../../components/PersonCertificationForm';
import { PersonCertificationGate } from '../../components/PersonCertificationGate';
import { useAfterSubmission } from '../../components/useAfterSubmission';

const TABS = ['company', 'review', 'person'] as const;
type Tab = (typeof TABS)[number];

export default function Certification() {
  const { user } = useAuth();
  const { goBack } = useReturnAddress();
  const after = useAfterSubmission();
  const [params, setParams] = useSearchParams();
  const asked = params.get('type') as Tab | null;
  // A sub-account cannot certify the company: its own certification comes first.
  const fallback: Tab = user?.userType === 1 ? 'person' : 'company';
  const active = asked && TABS.includes(asked) ? asked : fallback;

  const choose = (tab: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('type', tab);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader
        title="认证中心"
        description="完成企业认证后即可购买、申报产品；认证信息仅用于审核，不会对外公开"
        extra={<Button onClick={goBack}>暂不认证</Button>}
      />
      <PageCard>
        <Tabs
          activeKey={active}
          onChange={choose}
          items={[
            {
              key: 'company',
              label: '企业认证',
              children: (
                <CompanyCertificationGate>
                  <CompanyCertificationForm onSubmitted={() => void after.company()} />
                </CompanyCertificationGate>
              ),
            },
            {
              key: 'review',
              label: '快速提交审核',
              children: (
                <CompanyCertificationGate>
                  <CompanyReviewForm onSubmitted={() => void after.review()} onCancel={goBack} />
                </CompanyCertificationGate>
              ),
            },
            {
              key: 'person',
              label: '个人认证',
              children: (
                <PersonCertificationGate>
                  <PersonCertificationForm onSubmitted={() => void after.person()} />
                </PersonCertificationGate>
              ),
            },
          ]}
        />
      </PageCard>
    </>
  );
}
