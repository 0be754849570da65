/** 认证审核 (/underCertification): the company's certification under review, or rejected with its reason. */
import { PageCard } from '@platform/sdk/ui';
import { CertificationProgress } from '../../components/CertificationProgress';

export default function UnderCertification() {
  return (
    <PageCard>
      <CertificationProgress />
    </PageCard>
  );
}
