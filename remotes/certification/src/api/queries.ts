/** The company area's server state: its query keys and the queries its pages read. */
import { useApi, type Id } from '@platform/sdk';
import { reviewApi } from './index';

export const companyKeys = {
  addresses: ['company', 'addresses'] as const,
  invoiceHeaders: ['company', 'invoice-headers'] as const,
  reviews: ['operation', 'reviews'] as const,
  reviewPages: ['operation', 'reviews', 'page'] as const,
  review: (id: Id) => ['operation', 'reviews', 'detail', id] as const,
};

/** One submission under review, with its images. */
export function useReview(id: Id | undefined) {
  return useApi(companyKeys.review(id ?? ''), () => reviewApi.detail(id!), { enabled: id !== undefined });
}
