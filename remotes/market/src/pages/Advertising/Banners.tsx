/** 轮播图: the banners of each channel's page (首页, 产品市场...), turning every 3 s. */
import { useState } from 'react';
import { AutoComplete, Form, Input, type TableColumnsType } from 'antd';
import { fieldMax, FORMS, formRules, useFrontChannels, type Id } from '@platform/sdk';
import { ContentList, MediaUpload, SortField, StandardEditor, StatusField, StatusTag } from '@platform/sdk/ui';
import { manageApi, type BannerForm, type FrontBanner } from '../../api';
import { contentKeys } from '../../api/queries';
import { Thumb } from '../../components/Thumb';

const FORM = FORMS.contentBanner;
const RULES = formRules(FORM);

const COLUMNS: TableColumnsType<FrontBanner> = [
  { title: '图片', dataIndex: 'bannerImg', width: 90, render: (src: string) => <Thumb src={src} /> },
  { title: '所属栏目', dataIndex: 'channelName', width: 120 },
  { title: '主标题', dataIndex: 'firstLevelTitle', width: 180 },
  { title: '副标题', dataIndex: 'secondLevelTitle', ellipsis: true },
  { title: '链接', dataIndex: 'link', width: 160, ellipsis: true, render: (value?: string | null) => value || '—' },
  { title: '排序', dataIndex: 'sort', width: 80 },
  { title: '状态', dataIndex: 'status', width: 100, render: (status: number) => <StatusTag status={status} /> },
];

function ChannelInput(props: { value?: string; onChange?: (value: string) => void }) {
  const channels = useFrontChannels().data ?? [];
  return (
    <AutoComplete
      {...props}
      options={[...channels.map((channel) => ({ value: channel.name })), { value: '合作伙伴' }, { value: '帮助中心' }]}
      placeholder="如：首页"
      maxLength={fieldMax(FORM, 'channelName')}
    />
  );
}

export function Banners() {
  const [editing, setEditing] = useState<Id | 'new'>();
  return (
    <>
      <ContentList<FrontBanner>
        queryKey={contentKeys.manageKind('banner')}
        noun="轮播图"
        columns={COLUMNS}
        calls={manageApi.banner}
        onAdd={() => setEditing('new')}
        onEdit={(row) => setEditing(row.id)}
        searchPlaceholder="按标题搜索"
        scrollX={1100}
      />
      <StandardEditor<FrontBanner, BannerForm, BannerForm>
        queryKey={contentKeys.manageKind('banner')}
        noun="轮播图"
        calls={manageApi.banner}
        editing={editing}
        onClose={() => setEditing(undefined)}
        defaults={{ channelName: '首页', sort: 0, status: 1 }}
        toPayload={(values) => ({ ...values, link: values.link || null })}
        width={720}
      >
        <Form.Item name="channelName" label="所属栏目" rules={RULES.channelName} extra="轮播图展示在该栏目的页面顶部">
          <ChannelInput />
        </Form.Item>
        <Form.Item name="bannerImg" label="轮播图片" rules={RULES.bannerImg}>
          <MediaUpload hint="建议 1920×480，标题绘制在图片左侧" upload={manageApi.upload} />
        </Form.Item>
        <Form.Item name="firstLevelTitle" label="主标题" rules={RULES.firstLevelTitle}>
          <Input maxLength={fieldMax(FORM, 'firstLevelTitle')} />
        </Form.Item>
        <Form.Item name="secondLevelTitle" label="副标题" rules={RULES.secondLevelTitle}>
          <Input maxLength={fieldMax(FORM, 'secondLevelTitle')} />
        </Form.Item>
        <Form.Item name="content" label="说明文字" rules={RULES.content} extra="显示在图片下方区域">
          <Input.TextArea rows={2} maxLength={fieldMax(FORM, 'content')} showCount />
        </Form.Item>
        <Form.Item name="link" label="链接" rules={RULES.link}>
          <Input maxLength={fieldMax(FORM, 'link')} placeholder="/product" />
        </Form.Item>
        <SortField />
        <StatusField />
      </StandardEditor>
    </>
  );
}
