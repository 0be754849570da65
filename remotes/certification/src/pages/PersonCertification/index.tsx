/** 个人认证 (/personCertification): the person's real-name certification. */
import { PageCard, PageHeader } from '@platform/sdk/ui';
import { useReturnAddress } from '../../components/navigation';
import { PersonCertificationForm } from '../../components/PersonCertificationForm';
import { PersonCertificationGate } from '../../components/PersonCertificationGate';
import { useAfterSubmission } from '../../components/useAfterSubmission';

export default function PersonCertification() {
  const { goBack } = useReturnAddress();
  const after = useAfterSubmission();
  return (
    <>
      <PageHeader title="个人认证" description="上传身份证正反面并验证手机号，提交后预计1个工作日内完成审核" />
      <PageCard>
        <PersonCertificationGate>
          <PersonCertificationForm onSubmitted={() => void after.person()} onCancel={goBack} />
        </PersonCertificationGate>
      </PageCard>
    </>
  );
}
