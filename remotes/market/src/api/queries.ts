/** The content console's server state: its query keys and the queries its pages read. */
import { contentApi, useApi, usePageQuery } from '@platform/sdk';
import { useContentRefresh } from '@platform/sdk/ui';
import { manageApi } from './index';

export const contentKeys = {
  /** Everything of the operators' content console. */
  manage: ['content-manage'] as const,
  manageKind: (kind: string) => ['content-manage', kind] as const,
  /** The pages of a kind's list; a page's key adds its query. */
  managePages: (kind: string) => ['content-manage', kind, 'page'] as const,
  productDomains: ['content-manage', 'product-domains'] as const,
  agreements: ['content-manage', 'agreements'] as const,
  siteSettings: ['content-manage', 'site-settings'] as const,
};

/**
 * After a change: the console's lists of that kind and everything the public
 * site holds, so its pages show the change at once in this browser too.
 */
export function useRefresh(kind: string) {
  return useContentRefresh(contentKeys.manageKind(kind));
}

/** Every product service, for the help document form. */
export function useProductDomains(enabled = true) {
  return useApi(contentKeys.productDomains, manageApi.productDomains, { enabled });
}

export function useManageAgreements() {
  return useApi(contentKeys.agreements, manageApi.agreements, { staleTime: 0 });
}

/** The site settings as saved (the public read, fresh on each visit rather than the site's cached copy). */
export function useManageSiteSettings() {
  return useApi(contentKeys.siteSettings, contentApi.getSiteSettings, { staleTime: 0 });
}

const ALL_CATEGORIES = { pageNum: 1, pageSize: 100 };

/** Every product category (published or not), for the product form and the list's filter. */
export function useProductCategories() {
  return usePageQuery([...contentKeys.managePages('productCategory'), ALL_CATEGORIES], () =>
    manageApi.productCategory.page(ALL_CATEGORIES),
  );
}
