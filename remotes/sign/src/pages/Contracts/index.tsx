/**
 * 合同管理 (/sign/contracts): the e-signature service above the company's
 * contracts (one for each paid order), with 预览, 签署 for the main account
 * once the service is opened, 下载合同 / 下载签名文件 once signed, and 验签
 * (what the contract's signatures say) on every one.
 * ?signed=<id> is the signing page's return (合同签署完成); ?contractId=<id>
 * is a to-do's link: that contract is shown on top, ready to sign.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, type TableColumnsType } from 'antd';
import { AuditOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatAmount, notify, queryKeys, useAuth, type Query, type Schema } from '@platform/sdk';
import { ListPage, PageCard, PageHeader } from '@platform/sdk/ui';
import { contractApi, previewAddress } from '../../api';
import { signKeys, useContract, useEsignStatus } from '../../api/queries';
import { EsignServiceCard } from '../../components/EsignServiceCard';
import { CONTRACT_PARAM, CONTRACTS_PATH, contractIdParam, SEALS_PATH, SIGNED_PARAM } from '../../components/links';
import { CONTRACT_STATUS, CONTRACT_STATUS_OPTIONS, ContractStatusTag } from '../../components/status';
import { useContractDownload } from '../../components/useContractDownload';
import { useSignContract } from '../../components/useSignContract';
import { ContractNotice } from './ContractNotice';
import { VerifyDrawer } from './VerifyDrawer';
import '../../components/sign.css';

export const CONTRACT_TEXTS = {
  signed: '合同签署完成',
  notSigned: '合同尚未签署完成，请重新发起签署',
  empty: '暂无合同',
  emptyFiltered: '没有符合条件的合同',
} as const;

const nowrap = (value?: string | null) => <span className="sg-nowrap">{value || '—'}</span>;

/** A service contract of a paid order: status 0 待签署, 1 已签署; `total` in yuan, `referenceNo` the order number. */
type Contract = Schema<'ContractView'>;

const COLUMNS: TableColumnsType<Contract> = [
  { title: '合同编号', dataIndex: 'contractNo', width: 160, render: nowrap },
  { title: '合同名称', dataIndex: 'title', width: 200, render: (value: string) => <span className="sg-cell-text">{value || '—'}</span> },
  { title: '订单编号', dataIndex: 'referenceNo', width: 160, responsive: ['md'], render: nowrap },
  { title: '金额（元）', dataIndex: 'total', width: 110, align: 'right', render: (total: string) => nowrap(formatAmount(total)) },
  {
    title: '状态',
    dataIndex: 'status',
    width: 80,
    render: (status: number, contract) => <ContractStatusTag status={status} name={contract.statusName} />,
  },
  { title: '签署时间', dataIndex: 'signedTime', width: 165, responsive: ['lg'], render: nowrap },
];

/**
 * The signing page's return: says whether the contract is signed now (the
 * page came back, but the contract itself tells), refreshes what depends on
 * it and takes the parameter off the address so a reload says nothing again.
 */
function useSigningReturn(onSigned: (id: string) => void) {
  const [params, setParams] = useSearchParams();
  const signedId = contractIdParam(params.get(SIGNED_PARAM));
  const contract = useContract(signedId);
  const queryClient = useQueryClient();
  const told = useRef<string>(undefined);

  useEffect(() => {
    if (!signedId || told.current === signedId || (!contract.data && !contract.isError)) return;
    told.current = signedId;
    if (contract.data?.status === CONTRACT_STATUS.signed) {
      notify.success(CONTRACT_TEXTS.signed);
      onSigned(signedId);
    } else {
      notify.warning(CONTRACT_TEXTS.notSigned);
    }
    void queryClient.invalidateQueries({ queryKey: signKeys.contracts });
    // The to-do is closed and a message came: the header's counts read again.
    void queryClient.invalidateQueries({ queryKey: queryKeys.inbox });
    setParams(
      (last) => {
        const next = new URLSearchParams(last);
        next.delete(SIGNED_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [contract.data, contract.isError, onSigned, queryClient, setParams, signedId]);
}

/** Why a sub-account sees no 签署 button. */
const SUB_ACCOUNT_NOTE = '您可以查看、预览和下载企业合同；合同以企业名义签署，须由企业主账号完成，如需签署请联系主账号。';

export default function Contracts() {
  const { user } = useAuth();
  const isMain = user?.userType === 0;
  const status = useEsignStatus();
  const opened = status.data?.opened === true;
  const canSign = isMain && opened;
  const [params, setParams] = useSearchParams();
  const wantedId = contractIdParam(params.get(CONTRACT_PARAM));
  const [justSigned, setJustSigned] = useState<string>();
  const [verifying, setVerifying] = useState<Contract>();
  const navigate = useNavigate();
  const sign = useSignContract();
  const files = useContractDownload();
  useSigningReturn(setJustSigned);

  const highlighted = justSigned ?? wantedId;
  const dismissNotice = () =>
    setParams(
      (last) => {
        const next = new URLSearchParams(last);
        next.delete(CONTRACT_PARAM);
        return next;
      },
      { replace: true },
    );

  const actions = (contract: Contract) => {
    const toSign = contract.status === CONTRACT_STATUS.toSign;
    return (
      <Flex gap={4} wrap>
        <Button type="link" size="small" href={previewAddress(contract.id)} target="_blank" rel="noopener noreferrer">
          预览
        </Button>
        {toSign && canSign ? (
          <Button type="link" size="small" loading={sign.preparing === contract.id} onClick={() => void sign.start(contract)}>
            签署
          </Button>
        ) : null}
        {!toSign ? (
          <Button type="link" size="small" loading={files.busy(contract.id, 'pdf')} onClick={() => void files.download(contract, 'pdf')}>
            下载合同
          </Button>
        ) : null}
        {!toSign ? (
          <Button
            type="link"
            size="small"
            loading={files.busy(contract.id, 'signature')}
            onClick={() => void files.download(contract, 'signature')}
          >
            下载签名文件
          </Button>
        ) : null}
        <Button type="link" size="small" onClick={() => setVerifying(contract)}>
          验签
        </Button>
      </Flex>
    );
  };

  return (
    <div className="sg-page">
      <PageHeader
        title="合同管理"
        description="平台订单的产品服务合同：在线签署、预览与下载"
        extra={
          canSign ? (
            <Button icon={<AuditOutlined />} onClick={() => navigate(SEALS_PATH)}>
              印章管理
            </Button>
          ) : null
        }
      />
      <EsignServiceCard from={CONTRACTS_PATH} />
      {/* A sub-account granted 合同管理 reads the contracts; the company's seal is applied by its main account only. */}
      {!isMain && user ? (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} data-testid="sub-account-sign-note" title={SUB_ACCOUNT_NOTE} />
      ) : null}
      {wantedId ? (
        <ContractNotice
          id={wantedId}
          isMain={isMain}
          opened={opened}
          canSign={canSign}
          preparing={sign.preparing}
          onSign={(contract) => void sign.start(contract)}
          onClose={dismissNotice}
        />
      ) : null}
      <PageCard>
        <ListPage<Contract, Query<'get', '/ptd-component/sign/contract/page'>>
          queryKey={signKeys.contractPages}
          load={contractApi.page}
          columns={COLUMNS}
          size="middle"
          scroll={{ x: 'max-content' }}
          filters={[{ name: 'status', type: 'select', label: '合同状态', options: CONTRACT_STATUS_OPTIONS }]}
          actions={{ width: 280, fixed: true, render: actions }}
          onRow={(contract) => ({
            className: highlighted !== undefined && String(contract.id) === highlighted ? 'sg-row--highlight' : undefined,
          })}
          emptyText={(query) => (query.status !== undefined ? CONTRACT_TEXTS.emptyFiltered : CONTRACT_TEXTS.empty)}
        />
      </PageCard>
      <VerifyDrawer contract={verifying} onClose={() => setVerifying(undefined)} />
    </div>
  );
}
