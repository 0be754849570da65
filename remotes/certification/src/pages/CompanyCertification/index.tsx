/**
 * 企业认证 (/companyCertification?companyId&platformName): the company
 * certification form on its own page. The server certifies the caller's
 * current company, so companyId only tells where the link came from.
 */
import { PageCard, PageHeader } from '@platform/sdk/ui';
import { CompanyCertificationForm } from '../../components/CompanyCertificationForm';
import { CompanyCertificationGate } from '../../components/CompanyCertificationGate';
import { useReturnAddress } from '../../components/navigation';
import { useAfterSubmission } from '../../components/useAfterSubmission';

export default function CompanyCertification() {
  const { goBack } = useReturnAddress();
  const after = useAfterSubmission();
  return (
    <>
      <PageHeader title="企业认证" description="上传营业执照与法定代表人身份证，提交后预计1个工作日内完成审核" />
      <PageCard>
        <CompanyCertificationGate>
          <CompanyCertificationForm onSubmitted={() => void after.company()} onCancel={goBack} />
        </CompanyCertificationGate>
      </PageCard>
    </>
  );
}
