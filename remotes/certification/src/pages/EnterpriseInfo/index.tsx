/**
 * 企业信息 (/userCenter/userInfo): the company's basic facts, receiving
 * addresses and invoice headers, one tab each (spec section 2). Every member
 * reads; the main account writes and certifies in the certification drawer.
 */
import { Button, Tabs } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '@platform/sdk';
import { EmptyState, openCertificationDrawer, PageCard } from '@platform/sdk/ui';
import { AddressList } from './AddressList';
import { CompanyProfile } from './CompanyProfile';
import { InvoiceHeaderList } from './InvoiceHeaderList';
import '../../components/company.css';

const TABS = ['company', 'address', 'invoice'] as const;
type Tab = (typeof TABS)[number];

/** A user without a company is offered to certify one (in the drawer), which creates it. */
function NoCompany() {
  return (
    <EmptyState
      description={
        <>
          <p>您还没有企业，认证企业后即可管理企业信息、收货地址与开票信息</p>
          <Button
            type="primary"
            icon={<SafetyCertificateOutlined />}
            onClick={() => openCertificationDrawer('company')}
          >
            去认证
          </Button>
        </>
      }
    />
  );
}

export default function EnterpriseInfo() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Tab | null;
  const active: Tab = asked && TABS.includes(asked) ? asked : 'company';
  const isMain = user?.userType === 0;

  // The user centre's tabs above already name the page: no title of its own.
  return (
    <>
      <PageCard>
        {user?.companyId == null ? (
          <NoCompany />
        ) : (
          <Tabs
            activeKey={active}
            onChange={(tab) => setParams({ tab }, { replace: true })}
            items={[
              // The user centre's tab above is 企业信息 already: this one is its basic facts.
              { key: 'company', label: '基本信息', children: <CompanyProfile /> },
              { key: 'address', label: '收货地址', children: <AddressList canWrite={isMain} /> },
              {
                key: 'invoice',
                label: '开票信息',
                children: <InvoiceHeaderList canWrite={isMain} companyName={user.companyName ?? undefined} />,
              },
            ]}
          />
        )}
      </PageCard>
    </>
  );
}
