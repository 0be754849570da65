/** 公告管理: system notices, and company notices and news. */
import { Tabs } from 'antd';
import { PageHeader } from '@platform/sdk/ui';
import { CompanyNotices } from './CompanyNotices';
import { SystemNotices } from './SystemNotices';

export default function Notices() {
  return (
    <>
      <PageHeader title="公告管理" description="系统公告面向全部用户；公司公告与快讯在首页与公告页展示" />
      <Tabs
        destroyOnHidden
        items={[
          { key: 'system', label: '系统公告', children: <SystemNotices /> },
          { key: 'company', label: '公司公告与快讯', children: <CompanyNotices /> },
        ]}
      />
    </>
  );
}
