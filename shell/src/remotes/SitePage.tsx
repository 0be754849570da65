/**
 * A page of the public site, served by the `site` remote and shown inside the
 * public layout. Built without antd: the front page is the first thing most
 * visitors load, and its remote page needs no antd either.
 */
import { Component, lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { BootLoading } from '../components/BootLoading';
import { SITE } from '../site';
import { loadedSitePage, prefetchSitePage } from './sitePages';
import './site-page.css';

class SiteErrorBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('Site page failed', error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="site-page-error" role="alert">
        <p className="site-page-error__title">页面加载失败</p>
        <p>页面资源加载失败，请检查网络后重试</p>
        <button type="button" className="site-page-error__retry" onClick={this.props.onRetry}>
          重试
        </button>
      </div>
    );
  }
}

export interface SitePageProps {
  /** The page's folder in remotes/site/src/pages. */
  page: string;
  /** The browser tab's title. */
  title: string;
}

export function SitePage({ page, title }: SitePageProps) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React keeps a failed lazy load for good.
  const Page = useMemo(() => loadedSitePage(page) ?? lazy(() => prefetchSitePage(page)), [page, attempt]);

  useEffect(() => {
    document.title = title === SITE.name ? title : `${title} - ${SITE.name}`;
  }, [title]);

  return (
    <SiteErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense
        fallback={
          <div className="site-page-loading">
            <BootLoading />
          </div>
        }
      >
        <Page />
      </Suspense>
    </SiteErrorBoundary>
  );
}
