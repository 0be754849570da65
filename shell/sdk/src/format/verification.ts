/** 合同验签 as people read it: the verdict, whether the file is one of the platform's contracts and each signature's facts, the same on the public page and in 合同管理. */
import type { Schema } from '../api/types';

type VerificationReport = Schema<'VerificationReport'>;
type SignatureReport = Schema<'SignatureReport'>;

export const VERIFICATION_TEXTS = {
  passed: '验签通过',
  failed: '验签未通过',
  platformContract: '是否本平台合同',
  signatures: '签名信息',
} as const;

/** 验签通过 or 验签未通过. */
export function verdictLabel(report: Pick<VerificationReport, 'valid'>): string {
  return report.valid ? VERIFICATION_TEXTS.passed : VERIFICATION_TEXTS.failed;
}

/** The answer to 是否本平台合同: the contract's number when the platform recorded the file. */
export function platformContractText(report: Pick<VerificationReport, 'platformContract' | 'contractNo'>): string {
  if (!report.platformContract) return '否，本平台没有该文件的签署记录';
  return report.contractNo ? `是，本平台合同，合同编号 ${report.contractNo}` : '是，本平台合同';
}

/** How a fact reads: good news, a problem, or plain. */
export type FactTone = 'good' | 'bad' | undefined;

export interface SignatureFact {
  key: string;
  label: string;
  value: string;
  tone?: FactTone;
}

/** One signature's facts in the order they are shown; 认证签名 only on the certifying one, 签署原因 only when given. */
export function signatureFacts(signature: SignatureReport): SignatureFact[] {
  const facts: SignatureFact[] = [
    { key: 'party', label: '签署方', value: signature.party },
    { key: 'signer', label: '签署人', value: signature.signer },
    { key: 'creditCode', label: '统一社会信用代码', value: signature.creditCode || '—' },
    {
      key: 'signedTime',
      label: '签署时间（可信时间戳）',
      value: signature.signedTime || '无可信时间戳',
      tone: signature.signedTime ? undefined : 'bad',
    },
    { key: 'intact', label: '文件完整性', value: signature.intact ? '完好' : '已被修改', tone: signature.intact ? 'good' : 'bad' },
    { key: 'trusted', label: '证书', value: signature.trusted ? '本平台签发' : '非本平台签发', tone: signature.trusted ? 'good' : 'bad' },
  ];
  if (signature.certifies) facts.push({ key: 'certifies', label: '认证签名', value: '是（此后文件仅允许继续签署）' });
  if (signature.reason) facts.push({ key: 'reason', label: '签署原因', value: signature.reason });
  return facts;
}
