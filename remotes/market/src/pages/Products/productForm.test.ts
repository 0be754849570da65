/** Unit tests of the product editor's mapping between the server's product and the form's values. */
import { expect, test } from '@playwright/test';
import type { Schema } from '@platform/sdk';
import { toPayload, toValues } from './productForm';

const PRODUCT = {
  id: 1,
  productId: 1,
  name: '设备管理云平台',
  productName: '设备管理云平台',
  slogan: '设备全生命周期在线管理',
  icon: '/api/files/a.png',
  sloganImage: null,
  channelType: 0,
  templateType: 1,
  productType: 2,
  typeName: '平台产品',
  categoryId: 9,
  categoryName: '设备物联',
  isFree: 0,
  isRecommend: 1,
  isAi: 0,
  description: '<p>介绍</p>',
  operationContent: [
    { name: '立即咨询', index: 2, checked: true },
    { name: '立即购买', index: 0, checked: false },
  ],
  online: 1,
  appKey: 'equipment',
  usingCompanyCount: 3,
  sort: 0,
  status: 1,
  createTime: '',
  updateTime: '',
  productProfileList: [],
  productFunctionList: [],
  productAdvantageList: [],
  productSceneList: [],
  sceneList: [],
  productDomainList: [
    {
      id: 5,
      name: '设备管理',
      serviceName: 'equipment',
      serverUrl: '/apps/equipment',
      internal: 0,
      appKey: null,
      appSecret: null,
      productVersionVoList: [
        { id: 6, name: '基础版', versionPrice: 680000, versionPriceStr: '6800.00', isShow: true, productVersionFunctionVos: [{ id: 7, functionDesc: '50个用户' }] },
      ],
    },
  ],
} satisfies Schema<'ProductDetail'>;

test('version prices are edited in yuan and saved in fen', () => {
  const values = toValues(PRODUCT);
  expect(values.productDomainList?.[0].productVersionVoList?.[0].priceYuan).toBe(6800);
  const payload = toPayload({ ...values, productDomainList: values.productDomainList } as Parameters<typeof toPayload>[0]);
  const version = payload.productDomainList?.[0].productVersionVoList?.[0];
  expect(version?.versionPrice).toBe(680000);
  expect(version?.id).toBe(6);
  expect(payload.productDomainList?.[0].id).toBe(5);
});

test('banner buttons keep the order they are shown in', () => {
  const values = toValues(PRODUCT);
  expect(values.operationContent?.map((b) => b.name)).toEqual(['立即购买', '立即咨询']);
  const payload = toPayload(values as Parameters<typeof toPayload>[0]);
  expect(payload.operationContent).toEqual([
    { name: '立即购买', index: 0, checked: false },
    { name: '立即咨询', index: 1, checked: true },
  ]);
});

test('empty version features are dropped', () => {
  const values = toValues(PRODUCT);
  values.productDomainList![0].productVersionVoList![0].productVersionFunctionVos = [{ functionDesc: ' ' }, { functionDesc: '专属客服' }];
  const payload = toPayload(values as Parameters<typeof toPayload>[0]);
  expect(payload.productDomainList?.[0].productVersionVoList?.[0].productVersionFunctionVos).toEqual([{ functionDesc: '专属客服' }]);
});
