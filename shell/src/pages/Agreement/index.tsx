/** /userAgent and /privacy: the user agreement and the privacy policy. */
import { useEffect } from 'react';
import { PRIVACY_POLICY } from './privacyPolicy';
import type { LegalDocument } from './types';
import { USER_AGREEMENT } from './userAgreement';
import './agreement.css';

function LegalText({ document: doc }: { document: LegalDocument }) {
  useEffect(() => {
    const previous = window.document.title;
    window.document.title = doc.title;
    return () => {
      window.document.title = previous;
    };
  }, [doc.title]);

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

export function UserAgreementPage() {
  return <LegalText document={USER_AGREEMENT} />;
}

export function PrivacyPolicyPage() {
  return <LegalText document={PRIVACY_POLICY} />;
}
