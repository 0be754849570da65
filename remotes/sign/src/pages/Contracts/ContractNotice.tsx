/**
 * The contract a to-do leads to (?contractId=<id>), on top of 合同管理:
 * waiting for a signature with 立即签署 (or what signing still needs), signed
 * already, or not found.
 */
import { Alert, Button, Skeleton } from 'antd';
import { formatAmount, type Id, type Schema } from '@platform/sdk';
import { useContract } from '../../api/queries';
import { CONTRACT_STATUS } from '../../components/status';

export interface ContractNoticeProps {
  id: string;
  isMain: boolean;
  opened: boolean;
  canSign: boolean;
  preparing: Id | undefined;
  onSign(contract: Schema<'ContractView'>): void;
  onClose(): void;
}

function waitingHint(isMain: boolean, opened: boolean): string {
  if (!isMain) return '请联系企业主账号签署合同';
  if (!opened) return '开通电子签章服务后即可签署合同';
  return '';
}

export function ContractNotice({ id, isMain, opened, canSign, preparing, onSign, onClose }: ContractNoticeProps) {
  const contract = useContract(id);
  const style = { marginBottom: 16 };

  if (contract.isPending) return <Skeleton.Input active block style={{ ...style, height: 54 }} />;
  if (contract.isError) {
    return <Alert type="warning" showIcon closable={{ onClose }} style={style} title="未找到该合同，可能已被删除或不属于当前企业" />;
  }
  const data = contract.data;
  if (data.status === CONTRACT_STATUS.signed) {
    return (
      <Alert
        type="success"
        showIcon
        closable={{ onClose }}
        style={style}
        title={`合同「${data.title}」已签署`}
        description={
          <span className="sg-notice__facts">
            <span>合同编号：{data.contractNo}</span>
            <span>签署时间：{data.signedTime || '—'}</span>
          </span>
        }
      />
    );
  }
  const hint = waitingHint(isMain, opened);
  return (
    <Alert
      type="info"
      showIcon
      closable={{ onClose }}
      style={style}
      data-testid="contract-to-sign"
      title={`待签署：${data.title}`}
      description={
        <>
          <span className="sg-notice__facts">
            <span>合同编号：{data.contractNo}</span>
            <span>订单编号：{data.referenceNo || '—'}</span>
            <span>金额：{formatAmount(data.total)} 元</span>
          </span>
          {hint ? <span className="sg-notice__line">{hint}</span> : null}
        </>
      }
      action={
        canSign ? (
          <Button type="primary" size="small" loading={preparing === data.id} onClick={() => onSign(data)}>
            立即签署
          </Button>
        ) : undefined
      }
    />
  );
}
