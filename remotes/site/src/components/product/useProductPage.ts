/** The product a detail page shows, read from its address. */
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '@platform/sdk';
import { useProduct } from '../../api/queries';

/** The product a detail page shows: `?id=` (and `type`, 0 for products). */
export function useProductPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const type = params.get('type') ?? '0';
  const product = useProduct(id);
  const missing = !id || (product.error instanceof ApiError && product.error.code === 404);
  return { id, type, product, missing };
}
