/** /userAgent and /privacy: the user agreement and the privacy policy as the operators saved them (协议与隐私), else the built-in texts. */
import { useEffect } from 'react';
import { useAgreement, type AgreementType } from '@platform/sdk';
import { ErrorState, LoadingState } from '@platform/sdk/ui';
import { PRIVACY_POLICY } from './privacyPolicy';
import { serverBody, updatedDate } from './serverText';
import type { LegalDocument } from './types';
import { USER_AGREEMENT } from './userAgreement';
import './agreement.css';

function usePageTitle(title: string) {
  useEffect(() => {
    const previous = window.document.title;
    window.document.title = title;
    return () => {
      window.document.title = previous;
    };
  }, [title]);
}

/** The built-in text, shown when the server has none. */
function BuiltInText({ document: doc }: { document: LegalDocument }) {
  usePageTitle(doc.title);
  return (
    <article className="legal">
      <h1 className="legal__title">{doc.title}</h1>
      <p className="legal__updated">更新日期：{doc.updated}</p>
      {doc.intro.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {doc.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
      ))}
    </article>
  );
}

/** The operators' text: HTML the server sanitised when it was saved and again when it is served. */
function ServerText({ title, updateTime, html }: { title: string; updateTime: string; html: string }) {
  usePageTitle(title);
  return (
    <article className="legal" data-testid="legal-server-text">
      <h1 className="legal__title">{title}</h1>
      <p className="legal__updated">更新日期：{updatedDate(updateTime)}</p>
      <div className="legal__body" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}

function LegalPage({ type, fallback }: { type: AgreementType; fallback: LegalDocument }) {
  const query = useAgreement(type);
  if (query.isPending) {
    return (
      <article className="legal" aria-busy="true">
        <h1 className="legal__title">{fallback.title}</h1>
        <LoadingState rows={10} />
      </article>
    );
  }
  if (query.isError) {
    return (
      <article className="legal">
        <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </article>
    );
  }
  const html = serverBody(query.data);
  if (!query.data || html === undefined) return <BuiltInText document={fallback} />;
  return <ServerText title={query.data.title || fallback.title} updateTime={query.data.updateTime} html={html} />;
}

export function UserAgreementPage() {
  return <LegalPage type="userAgent" fallback={USER_AGREEMENT} />;
}

export function PrivacyPolicyPage() {
  return <LegalPage type="privacy" fallback={PRIVACY_POLICY} />;
}
