/**
 * Operator HTML (notices, help documents, expert skills, product and solution
 * descriptions). The server sanitises it when it is saved and again when it is
 * served, which is why only these fields are rendered as HTML.
 */
import './site.css';
export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  if (!html) return null;
  return <div className={`pub-rich ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
