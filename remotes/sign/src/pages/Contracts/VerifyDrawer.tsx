/** 验签 of one contract in 合同管理: what its signatures say (a waiting contract carries 甲方's certification alone), with loading and failure states. */
import { Drawer, Grid, Typography } from 'antd';
import type { Schema } from '@platform/sdk';
import { LoadingState, QueryView } from '@platform/sdk/ui';
import { useVerification } from '../../api/queries';
import { VerificationReport } from '../../components/VerificationReport';

export interface VerifyDrawerProps {
  /** The contract whose 验签 was pressed; none while the drawer is closed. */
  contract: Schema<'ContractView'> | undefined;
  onClose(): void;
}

function Report({ contract }: { contract: Schema<'ContractView'> }) {
  const verification = useVerification(contract.id);
  return (
    <>
      <Typography.Paragraph type="secondary" style={{ overflowWrap: 'anywhere' }}>
        {contract.title}（{contract.contractNo}）
      </Typography.Paragraph>
      <QueryView query={verification} loading={<LoadingState rows={8} />}>
        {(report) => <VerificationReport report={report} />}
      </QueryView>
    </>
  );
}

export function VerifyDrawer({ contract, onClose }: VerifyDrawerProps) {
  // Under 768 px (antd's md) the drawer takes the whole width.
  const narrow = Grid.useBreakpoint().md === false;
  return (
    <Drawer title="合同验签" open={contract !== undefined} onClose={onClose} size={narrow ? '100%' : 560} destroyOnHidden>
      {contract ? <Report key={String(contract.id)} contract={contract} /> : null}
    </Drawer>
  );
}
