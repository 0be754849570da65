/**
 * /changeCompany: the user's companies; choosing one makes it current, then
 * the user's details and menu routes are loaded again and the user goes to
 * /home. Users between companies are sent here by the route guard.
 */
import { useState } from 'react';
import { Avatar, Button, Card, Flex, Spin, Tag, Typography } from 'antd';
import { BankOutlined, CheckCircleFilled, RightOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { notify, useAuth, useMyCompanies, userApi, userTypeLabel, type Id, type Schema } from '@platform/sdk';
import { QueryView } from '@platform/sdk/ui';
import { Brand } from '../../components/Brand';
import './change-company.css';

function CompanyRow({ company, switching, onChoose }: { company: Schema<'CompanyChoice'>; switching: boolean; onChoose: () => void }) {
  return (
    <li className="change-company__item">
      <button type="button" className="change-company__choice" onClick={onChoose} disabled={switching} aria-current={company.current || undefined}>
        <Avatar shape="square" size={44} src={company.avatar || undefined} icon={<BankOutlined />} />
        <span className="change-company__name">
          <Typography.Text strong ellipsis>
            {company.companyName}
          </Typography.Text>
          <span>
            <Tag color={company.userType === 0 ? 'blue' : 'default'}>{userTypeLabel(company.userType)}</Tag>
            {company.current ? <Tag color="success">当前企业</Tag> : null}
          </span>
        </span>
        {company.current ? <CheckCircleFilled className="change-company__current" /> : <RightOutlined className="change-company__arrow" />}
      </button>
    </li>
  );
}

export function ChangeCompanyPage() {
  const { user, logout, reloadSession } = useAuth();
  const navigate = useNavigate();
  const companies = useMyCompanies();
  const [switching, setSwitching] = useState<Id>();

  const choose = async (company: Schema<'CompanyChoice'>) => {
    setSwitching(company.id);
    try {
      await userApi.setUserCompany(company.id);
      notify.success('切换成功');
      await reloadSession();
      navigate('/home', { replace: true });
    } catch {
      // The API client has already shown the server's reason.
    } finally {
      setSwitching(undefined);
    }
  };

  return (
    <div className="change-company">
      <header className="change-company__top">
        <Brand to="/home" />
      </header>
      <Card className="change-company__card" variant="borderless">
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          切换企业
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          {user?.companyId == null ? '您已加入多家企业，请选择本次要进入的企业' : '选择要进入的企业，工作台的菜单和数据将随之切换'}
        </Typography.Paragraph>
        <QueryView query={companies} isEmpty={(rows) => rows.length === 0} empty={<Typography.Text type="secondary">您还没有加入任何企业</Typography.Text>}>
          {(rows) => (
            <Spin spinning={switching !== undefined}>
              <ul className="change-company__list" aria-label="我的企业">
                {rows.map((company) => (
                  <CompanyRow
                    key={company.id}
                    company={company}
                    switching={switching !== undefined}
                    onChoose={() => void choose(company)}
                  />
                ))}
              </ul>
            </Spin>
          )}
        </QueryView>
        <Flex justify="space-between" style={{ marginTop: 16 }}>
          {user?.companyId == null ? <span /> : <Button onClick={() => navigate('/home')}>返回工作台</Button>}
          <Button type="link" onClick={() => void logout()}>
            退出登录
          </Button>
        </Flex>
      </Card>
    </div>
  );
}
