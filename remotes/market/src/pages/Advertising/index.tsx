/** 广告与轮播图: the ad above the navigation and the banners of each page. */
import { Tabs } from 'antd';
import { PageHeader } from '@platform/sdk/ui';
import { Banners } from './Banners';
import { TopAds } from './TopAds';

export default function Advertising() {
  return (
    <>
      <PageHeader title="广告与轮播图" description="顶部广告展示最新发布的一条，访客可关闭；轮播图每3秒切换" />
      <Tabs
        destroyOnHidden
        items={[
          { key: 'banners', label: '轮播图', children: <Banners /> },
          { key: 'top', label: '顶部广告', children: <TopAds /> },
        ]}
      />
    </>
  );
}
