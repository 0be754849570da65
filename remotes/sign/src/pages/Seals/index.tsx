/**
 * 印章管理 (/sign/seals, main account): the company's seals as cards (the
 * picture, its type and name), the one chosen last on the signing page marked
 * 默认, and 清除默认印章 after a confirmation. Before the service is opened,
 * the e-signature card says how to open it.
 */
import { useState } from 'react';
import { App, Button, Tag, Typography } from 'antd';
import { ClearOutlined, FileProtectOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { notify, type Schema } from '@platform/sdk';
import { EmptyState, PageCard, PageHeader, QueryView } from '@platform/sdk/ui';
import { esignApi } from '../../api';
import { signKeys, useEsignStatus, useSeals } from '../../api/queries';
import { EsignServiceCard } from '../../components/EsignServiceCard';
import { CONTRACTS_PATH, SEALS_PATH } from '../../components/links';
import '../../components/sign.css';

export const SEAL_TEXTS = {
  clear: '清除默认印章',
  confirm: '确定要清除默认印章么？清除后，下次签署合同时需重新选择印章。',
  cleared: '已清除默认印章',
  empty: '暂无印章',
} as const;

const COMPANY_SEAL = 1;

/** A seal: 1 企业公章, 2 个人签名章; `sealUrl` is its SVG picture, `selected` the one chosen last. */
function SealCard({ seal }: { seal: Schema<'SealView'> }) {
  const [broken, setBroken] = useState(false);
  return (
    <article className={`sg-seal${seal.selected ? ' sg-seal--default' : ''}`} aria-label={seal.sealName} data-testid="seal-card">
      {seal.selected ? (
        <Tag color="blue" className="sg-seal__default">
          默认
        </Tag>
      ) : null}
      <div className="sg-seal__picture">
        {broken ? (
          <Typography.Text type="secondary">印章图片加载失败</Typography.Text>
        ) : (
          <img src={seal.sealUrl} alt={`${seal.sealName}（${seal.sealTypeName}）`} onError={() => setBroken(true)} />
        )}
      </div>
      <div className="sg-seal__name">{seal.sealName}</div>
      <Tag color={seal.sealType === COMPANY_SEAL ? 'red' : 'geekblue'}>{seal.sealTypeName}</Tag>
      {seal.createTime ? <div className="sg-seal__time">创建时间 {seal.createTime}</div> : null}
    </article>
  );
}

export default function Seals() {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useEsignStatus();
  const opened = status.data?.opened === true;
  const seals = useSeals(opened);
  const hasDefault = seals.data?.some((seal) => seal.selected) ?? false;

  const clear = useMutation({
    mutationFn: esignApi.forgetSealChoice,
    onSuccess: () => {
      notify.success(SEAL_TEXTS.cleared);
      void queryClient.invalidateQueries({ queryKey: signKeys.seals });
    },
  });

  const confirmClear = () =>
    modal.confirm({
      title: '提示',
      content: SEAL_TEXTS.confirm,
      okText: '确定',
      cancelText: '取消',
      onOk: () => clear.mutateAsync().catch(() => undefined),
    });

  return (
    <div className="sg-page">
      <PageHeader
        title="印章管理"
        description="企业的电子印章：签署合同时选择使用，最近一次使用的印章为默认印章"
        extra={
          opened ? (
            <>
              <Button icon={<FileProtectOutlined />} onClick={() => navigate(CONTRACTS_PATH)}>
                合同管理
              </Button>
              <Button icon={<ClearOutlined />} disabled={!hasDefault} loading={clear.isPending} onClick={confirmClear}>
                {SEAL_TEXTS.clear}
              </Button>
            </>
          ) : null
        }
      />
      <EsignServiceCard from={SEALS_PATH} />
      {opened ? (
        <PageCard title="企业印章">
          <QueryView query={seals} isEmpty={(rows) => rows.length === 0} empty={<EmptyState description={SEAL_TEXTS.empty} />}>
            {(rows) => (
              <div className="sg-seals">
                {rows.map((seal) => (
                  <SealCard key={seal.id} seal={seal} />
                ))}
              </div>
            )}
          </QueryView>
        </PageCard>
      ) : null}
    </div>
  );
}
