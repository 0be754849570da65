/**
 * 认证审核 (/rejectCertification), where the rejection message links to: the
 * reason and 重新提交. Should the state have moved on (resubmitted, approved),
 * it shows that state instead.
 */
import { PageCard } from '@platform/sdk/ui';
import { CertificationProgress } from '../../components/CertificationProgress';

export default function RejectCertification() {
  return (
    <PageCard>
      <CertificationProgress />
    </PageCard>
  );
}
