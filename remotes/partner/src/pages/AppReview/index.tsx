/**
 * 应用审核 (operators): every partner's apps, those waiting for a decision
 * first. 详情 shows an app with its versions and launch rules; an app in review
 * is approved (it goes on the market, with any rule waiting on it) after a
 * confirmation or rejected with a reason; a rule waiting on an app companies
 * may open is decided in 审核规则, which shows it beside the rule in force.
 */
import { useState } from 'react';
import { Button, Flex, type TableColumnsType } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { Id, Query, Schema } from '@platform/sdk';
import { ListScreen } from '@platform/sdk/ui';
import { appApi } from '../../api';
import { partnerKeys } from '../../api/queries';
import { AppDetailDrawer, AppName } from '../../components/AppDetailDrawer';
import { ReviewActions } from '../../components/ReviewActions';
import { RuleReviewDrawer } from '../../components/RuleReviewDrawer';
import { APP_STATUS, APP_STATUS_OPTIONS, AppStatusTag, feeName, RULE_PENDING_OPTIONS } from '../../components/status';
import type { ListContext } from '@platform/sdk/ui';

type PartnerApp = Schema<'PartnerApp'>;

const COLUMNS: TableColumnsType<PartnerApp> = [
  { title: '应用', key: 'app', render: (_, app) => <AppName app={app} /> },
  { title: '合作伙伴', dataIndex: 'companyName', width: 180, responsive: ['md'], render: (name: string) => name || '—' },
  { title: '分类', dataIndex: 'categoryName', width: 120, responsive: ['lg'], render: (name: string) => name || '—' },
  { title: '收费', dataIndex: 'isFree', width: 70, responsive: ['sm'], render: feeName },
  {
    title: '状态',
    dataIndex: 'status',
    width: 170,
    render: (status: number, app) => <AppStatusTag status={status} name={app.statusName} reason={app.reason} rulePending={app.rulePending} />,
  },
  { title: '提交时间', dataIndex: 'updateTime', width: 170, responsive: ['lg'], render: (time?: string | null) => time || '—' },
];

export default function AppReview() {
  const [detail, setDetail] = useState<Id>();
  const [ruleReview, setRuleReview] = useState<{ app: PartnerApp; list: ListContext<PartnerApp> }>();
  const queryClient = useQueryClient();
  return (
    <ListScreen<PartnerApp, Query<'get', '/ptd-open-platform/partner/app/reviewPage'>>
      page={{ title: '应用审核', description: '合作伙伴提交上架的应用和已上架应用的新启动规则，待审核的排在最前；通过后应用上架到平台市场，新规则对所有企业生效' }}
      queryKey={partnerKeys.reviewPages}
      load={appApi.reviewPage}
      columns={COLUMNS}
      onChanged={() => void queryClient.invalidateQueries({ queryKey: partnerKeys.apps })}
      filters={[
        { name: 'status', type: 'select', label: '状态', options: APP_STATUS_OPTIONS },
        { name: 'rulePending', type: 'select', label: '启动规则', options: RULE_PENDING_OPTIONS, width: 130 },
      ]}
      actions={{
        width: 170,
        fixed: true,
        render: (app, list) => (
          <Flex gap={4} wrap>
            <Button type="link" size="small" onClick={() => setDetail(app.id)}>
              详情
            </Button>
            {app.status === APP_STATUS.inReview ? <ReviewActions row={app} list={list} noun="应用" name={app.name} review={appApi.review} /> : null}
            {app.rulePending && app.status !== APP_STATUS.inReview ? (
              <Button type="link" size="small" onClick={() => setRuleReview({ app, list })}>
                审核规则
              </Button>
            ) : null}
          </Flex>
        ),
      }}
      emptyText={(query) => (query.status !== undefined || query.rulePending !== undefined ? '没有符合条件的应用' : '暂无合作伙伴应用')}
    >
      <AppDetailDrawer id={detail} onClose={() => setDetail(undefined)} />
      <RuleReviewDrawer row={ruleReview?.app} list={ruleReview?.list} onClose={() => setRuleReview(undefined)} />
    </ListScreen>
  );
}
