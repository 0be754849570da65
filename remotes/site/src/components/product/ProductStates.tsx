/** The product detail pages' loading, not found (不存在或已下架) and failed states. */
import { Link } from 'react-router-dom';
import { Empty, Failed, Loading } from '../states';

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
