/** The market's kinds of content as their console pages take them (ContentConsole): keys, calls, rules file, noun and upload. */
import { FORMS, type FormRulesFile } from '@platform/sdk';
import type { ContentEditor, ContentKind } from '@platform/sdk/ui';
import { manageApi } from '../api';
import { contentKeys } from '../api/queries';

/** The kinds with the six standard calls whose pages are ContentConsoles. */
type KindName = 'productCategory' | 'channel' | 'topAdvertising' | 'banner' | 'case' | 'applicationScene' | 'servicePlatform' | 'expert' | 'supplier' | 'factoryVideo' | 'helpDoc';

function kind<K extends KindName>(name: K, rules: FormRulesFile, noun: string) {
  return { queryKey: contentKeys.manageKind(name), calls: manageApi[name], rules, noun, upload: manageApi.upload };
}

export const KINDS = {
  productCategory: kind('productCategory', FORMS.contentProductCategory, '分类'),
  channel: kind('channel', FORMS.contentChannel, '栏目'),
  topAdvertising: kind('topAdvertising', FORMS.contentTopAdvertising, '广告'),
  banner: kind('banner', FORMS.contentBanner, '轮播图'),
  case: kind('case', FORMS.contentCase, '案例'),
  applicationScene: kind('applicationScene', FORMS.contentApplicationScene, '场景'),
  servicePlatform: kind('servicePlatform', FORMS.contentServicePlatform, '服务平台'),
  expert: kind('expert', FORMS.contentExpert, '专家'),
  supplier: kind('supplier', FORMS.contentSupplier, '合作伙伴'),
  factoryVideo: kind('factoryVideo', FORMS.contentFactoryVideo, '视频'),
  helpDoc: kind('helpDoc', FORMS.contentHelpDoc, '文档'),
};

/** How the drawer of a kind treats its items, typed by the kind's form and item. */
export type EditorOf<K extends keyof typeof KINDS> = (typeof KINDS)[K] extends ContentKind<infer _Row, infer Payload, infer Detail> ? ContentEditor<Payload, Detail> : never;
