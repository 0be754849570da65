/** A 合同验签 report: the verdict with its summary, whether the platform recorded the file, and one card per signature with its facts and any problem. */
import { Alert, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { platformContractText, signatureFacts, verdictLabel, VERIFICATION_TEXTS, type FactTone, type Schema } from '@platform/sdk';

const TEXT_TYPE: Record<NonNullable<FactTone>, 'success' | 'danger'> = { good: 'success', bad: 'danger' };

function SignatureCard({ signature }: { signature: Schema<'SignatureReport'> }) {
  return (
    <Card
      size="small"
      role="article"
      aria-label={`${signature.party}签名`}
      title={
        <Flex gap={8} align="center" wrap>
          <Tag color="blue">{signature.party}</Tag>
          <span className="sg-cell-text">{signature.signer}</span>
        </Flex>
      }
    >
      <Descriptions
        size="small"
        column={1}
        items={signatureFacts(signature).map((fact) => ({
          key: fact.key,
          label: fact.label,
          children: (
            <Typography.Text type={fact.tone ? TEXT_TYPE[fact.tone] : undefined} style={{ overflowWrap: 'anywhere' }}>
              {fact.value}
            </Typography.Text>
          ),
        }))}
      />
      {signature.problem ? (
        <Typography.Paragraph type="danger" style={{ marginBottom: 0, overflowWrap: 'anywhere' }}>
          {signature.problem}
        </Typography.Paragraph>
      ) : null}
    </Card>
  );
}

export function VerificationReport({ report }: { report: Schema<'VerificationReport'> }) {
  return (
    <Flex vertical gap={16} data-testid="verification-report">
      <Alert type={report.valid ? 'success' : 'error'} showIcon title={verdictLabel(report)} description={report.summary} />
      <Descriptions
        size="small"
        column={1}
        items={[{ key: 'platform', label: VERIFICATION_TEXTS.platformContract, children: platformContractText(report) }]}
      />
      {report.signatures.length > 0 ? (
        <>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {VERIFICATION_TEXTS.signatures}（{report.signatures.length}）
          </Typography.Title>
          {report.signatures.map((signature, index) => (
            <SignatureCard key={`${index}|${signature.party}`} signature={signature} />
          ))}
        </>
      ) : null}
    </Flex>
  );
}
