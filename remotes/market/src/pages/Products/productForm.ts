/**
 * Between a product as the server sends it and the editor's values: version
 * prices are edited in yuan and stored in fen; banner buttons take their
 * order from their position.
 */
import type { Schema } from '@platform/sdk';

type ProductForm = Schema<'ProductForm'>;

type DomainForm = NonNullable<ProductForm['productDomainList']>[number];
type VersionForm = NonNullable<DomainForm['productVersionVoList']>[number];

export type ProductValues = Omit<ProductForm, 'productDomainList'> & {
  productDomainList?: Array<
    Omit<DomainForm, 'productVersionVoList'> & {
      productVersionVoList?: Array<Omit<VersionForm, 'versionPrice'> & { priceYuan?: number }>;
    }
  >;
};

/** The buttons a new product's banner offers. */
export const DEFAULT_BUTTONS: Schema<'OperationButton'>[] = [
  { name: '立即购买', index: 0, checked: true },
  { name: '立即申报', index: 1, checked: true },
  { name: '立即咨询', index: 2, checked: true },
];

export const NEW_PRODUCT: Partial<ProductValues> = {
  productType: 1,
  templateType: 1,
  channelType: 0,
  isFree: 0,
  isRecommend: 0,
  isAi: 0,
  online: 1,
  sort: 0,
  status: 1,
  description: '',
  operationContent: DEFAULT_BUTTONS,
  productProfileList: [],
  productFunctionList: [],
  productAdvantageList: [],
  productSceneList: [],
  productDomainList: [],
};

export function toValues(product: Schema<'ProductDetail'>): Partial<ProductValues> {
  return {
    categoryId: product.categoryId,
    name: product.name,
    slogan: product.slogan,
    icon: product.icon ?? undefined,
    sloganImage: product.sloganImage,
    description: product.description,
    appKey: product.appKey,
    channelType: product.channelType,
    templateType: product.templateType,
    productType: product.productType,
    isFree: product.isFree,
    isRecommend: product.isRecommend,
    isAi: product.isAi,
    online: product.online,
    sort: product.sort,
    status: product.status,
    operationContent: [...product.operationContent].sort((a, b) => a.index - b.index),
    productProfileList: product.productProfileList.map(({ title, description, multimediaType, multimediaUrl }) => ({
      title,
      description,
      multimediaType,
      multimediaUrl,
    })),
    productFunctionList: product.productFunctionList.map(({ title, description, functionIcon, multimediaUrl }) => ({
      title,
      description,
      functionIcon,
      multimediaUrl,
    })),
    productAdvantageList: product.productAdvantageList.map(({ title, description, multimediaUrl }) => ({ title, description, multimediaUrl })),
    productSceneList: product.productSceneList.map(({ title, description, multimediaUrl }) => ({ title, description, multimediaUrl })),
    productDomainList: product.productDomainList.map((domain) => ({
      id: domain.id,
      name: domain.name,
      serviceName: domain.serviceName,
      serverUrl: domain.serverUrl,
      internal: domain.internal,
      appKey: domain.appKey,
      appSecret: domain.appSecret,
      productVersionVoList: domain.productVersionVoList.map((version) => ({
        id: version.id,
        name: version.name,
        isShow: version.isShow,
        priceYuan: version.versionPrice / 100,
        productVersionFunctionVos: version.productVersionFunctionVos.map(({ functionDesc }) => ({ functionDesc })),
      })),
    })),
  };
}

export function toPayload(values: ProductValues): ProductForm {
  return {
    ...values,
    appKey: values.appKey || null,
    sloganImage: values.sloganImage || null,
    operationContent: (values.operationContent ?? []).map((button, index) => ({ ...button, index, checked: Boolean(button.checked) })),
    productDomainList: (values.productDomainList ?? []).map((domain) => ({
      ...domain,
      serverUrl: domain.serverUrl || null,
      appKey: domain.appKey || null,
      appSecret: domain.appSecret || null,
      productVersionVoList: (domain.productVersionVoList ?? []).map(({ priceYuan, ...version }) => ({
        ...version,
        isShow: version.isShow ?? true,
        versionPrice: Math.round((priceYuan ?? 0) * 100),
        productVersionFunctionVos: (version.productVersionFunctionVos ?? []).filter((fn) => fn.functionDesc?.trim()),
      })),
    })),
  };
}
