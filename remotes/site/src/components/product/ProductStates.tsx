/** The product detail pages' loading, not found (不存在或已下架) and failed states, and the page's product once loaded. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Schema } from '@platform/sdk';
import { Empty, Failed, Loading } from '../states';
import { useProductPage } from './useProductPage';

export function ProductLoading() {
  return (
    <div className="pub-container" style={{ padding: '48px 24px' }}>
      <Loading rows={8} />
    </div>
  );
}

export function ProductMissing() {
  return (
    <div className="pub-container" style={{ padding: '64px 24px' }}>
      <Empty
        text={
          <>
            该产品不存在或已下架，
            <Link to="/product" className="pub-link">
              去产品市场看看
            </Link>
          </>
        }
      />
    </div>
  );
}

export function ProductFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="pub-container" style={{ padding: '48px 24px' }}>
      <Failed error={error} onRetry={onRetry} />
    </div>
  );
}

/** The product of the page (`?id=`) once loaded; not found, loading or failed until then. */
export function ProductView({ withoutId, children }: { withoutId?: ReactNode; children(product: Schema<'ProductDetail'>, id: string, type: string): ReactNode }) {
  const { id, type, product, missing } = useProductPage();
  if (!id && withoutId) return <>{withoutId}</>;
  if (missing) return <ProductMissing />;
  if (product.isPending) return <ProductLoading />;
  if (product.isError) return <ProductFailed error={product.error} onRetry={() => void product.refetch()} />;
  return <>{children(product.data, id!, type)}</>;
}
