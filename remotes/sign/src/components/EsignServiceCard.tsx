/**
 * The e-signature service at a glance, above 合同管理 and 印章管理: opened
 * (已开通, since when, through which provider) or not yet, with what the
 * service is for, what opening still needs (company and personal real-name
 * certification, each with its way there) and 开通电子签章 for the main
 * account; a sub-account is asked to turn to the main account.
 */
import type { ReactNode } from 'react';
import { Button, Flex, Tag, Typography } from 'antd';
import { CheckCircleFilled, ClockCircleFilled, ExclamationCircleFilled, SafetyCertificateOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { CERTIFICATION_PATHS, CERTIFICATION_STATE, certificationAddress, notify, useAuth, useCertificationState, type Schema } from '@platform/sdk';
import { ErrorState, LoadingState, PageCard } from '@platform/sdk/ui';
import { esignApi } from '../api';
import { signKeys, useEsignStatus } from '../api/queries';
import { channelName } from './status';
import './sign.css';

export const ESIGN_TEXTS = {
  title: '电子签章服务',
  purpose: '签署平台订单的产品服务合同，具有与纸质合同同等的法律效力。',
  detail: '开通后，电子签章服务商为企业签发数字证书，并生成企业公章和主账号的个人签名章；合同在线签署，签署后可随时预览、下载合同及签名文件。',
  open: '开通电子签章',
  opened: '电子签章服务开通成功',
  companyFirst: '请先完成企业实名认证',
  personFirst: '请先完成个人实名认证',
  unavailable: '电子签章服务未配置，请联系管理员',
  askMain: '请联系企业主账号开通电子签章服务',
} as const;

export interface EsignServiceCardProps {
  /** The page the certification pages come back to. */
  from: string;
  /** Shown under an opened service (a link to the seals). */
  openedExtra?: ReactNode;
}

/** One requirement of opening: done, waiting for review, or still to do with its way there. */
function Requirement({ done, pending, label, todo, to }: { done: boolean; pending: boolean; label: string; todo: string; to: string }) {
  if (done) {
    return (
      <li className="sg-req sg-req--done">
        <CheckCircleFilled aria-hidden />
        <span>{label}：已完成</span>
      </li>
    );
  }
  if (pending) {
    return (
      <li className="sg-req sg-req--pending">
        <ClockCircleFilled aria-hidden />
        <span>{label}：审核中，审核通过后即可开通</span>
      </li>
    );
  }
  return (
    <li className="sg-req sg-req--todo">
      <ExclamationCircleFilled aria-hidden />
      <span>
        {todo}，<Link to={to}>去认证</Link>
      </span>
    </li>
  );
}

function Opened({ status, extra }: { status: Schema<'EsignStatus'>; extra?: ReactNode }) {
  return (
    <Flex vertical gap={6} className="sg-service__text">
      <Flex align="center" gap={8} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {ESIGN_TEXTS.title}
        </Typography.Title>
        <Tag color="success" icon={<CheckCircleFilled />} data-testid="esign-state">
          已开通
        </Tag>
      </Flex>
      <Typography.Text type="secondary" className="sg-service__meta">
        <span>开通时间：{status.openTime || '—'}</span>
        <span>服务商：{channelName(status.channel)}</span>
      </Typography.Text>
      <Typography.Text type="secondary">{ESIGN_TEXTS.purpose}</Typography.Text>
      {extra}
    </Flex>
  );
}

function NotOpened({ status, from }: { status: Schema<'EsignStatus'>; from: string }) {
  const { user } = useAuth();
  const isMain = user?.userType === 0;
  const queryClient = useQueryClient();
  // Whether a certification waits for review: asked only when one is still missing.
  const certification = useCertificationState(isMain && (!status.companyCertified || !status.personCertified));
  const open = useMutation({
    mutationFn: esignApi.open,
    onSuccess: (opened) => {
      notify.success(ESIGN_TEXTS.opened);
      queryClient.setQueryData(signKeys.status, opened);
      void queryClient.invalidateQueries({ queryKey: signKeys.all });
    },
  });
  const companyPending = certification.data?.certificationStatus === CERTIFICATION_STATE.pending;
  const personPending = certification.data?.person?.status === CERTIFICATION_STATE.pending;
  const ready = status.available && status.companyCertified && status.personCertified;

  let action: ReactNode;
  if (!isMain) {
    action = <Typography.Text type="secondary">{ESIGN_TEXTS.askMain}</Typography.Text>;
  } else if (!status.available) {
    action = <Typography.Text type="warning">{ESIGN_TEXTS.unavailable}</Typography.Text>;
  } else {
    action = (
      <div>
        <Button type="primary" icon={<SafetyCertificateOutlined />} disabled={!ready} loading={open.isPending} onClick={() => open.mutate()}>
          {ESIGN_TEXTS.open}
        </Button>
      </div>
    );
  }

  return (
    <Flex vertical gap={8} className="sg-service__text">
      <Flex align="center" gap={8} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {ESIGN_TEXTS.title}
        </Typography.Title>
        <Tag data-testid="esign-state">未开通</Tag>
      </Flex>
      <Typography.Text>{ESIGN_TEXTS.purpose}</Typography.Text>
      <Typography.Text type="secondary">{ESIGN_TEXTS.detail}</Typography.Text>
      {isMain && status.available ? (
        <ul className="sg-reqs" aria-label="开通条件">
          <Requirement
            done={status.companyCertified}
            pending={companyPending}
            label="企业实名认证"
            todo={ESIGN_TEXTS.companyFirst}
            to={certificationAddress(CERTIFICATION_PATHS.choose, from)}
          />
          <Requirement
            done={status.personCertified}
            pending={personPending}
            label="个人实名认证"
            todo={ESIGN_TEXTS.personFirst}
            to={certificationAddress(CERTIFICATION_PATHS.person, from)}
          />
        </ul>
      ) : null}
      {action}
    </Flex>
  );
}

export function EsignServiceCard({ from, openedExtra }: EsignServiceCardProps) {
  const status = useEsignStatus();
  let body: ReactNode;
  if (status.isPending) body = <LoadingState rows={2} />;
  else if (status.isError) body = <ErrorState error={status.error} onRetry={() => void status.refetch()} retrying={status.isFetching} />;
  else {
    body = (
      <div className={`sg-service${status.data.opened ? ' sg-service--opened' : ''}`}>
        <div className="sg-service__icon" aria-hidden>
          <SafetyCertificateOutlined />
        </div>
        {status.data.opened ? <Opened status={status.data} extra={openedExtra} /> : <NotOpened status={status.data} from={from} />}
      </div>
    );
  }
  return (
    <PageCard>
      <section aria-label={ESIGN_TEXTS.title} data-testid="esign-service">
        {body}
      </section>
    </PageCard>
  );
}
