/** An API's document as the server rendered it from the partner's Markdown and cleaned (the operators' rich-text cleaning): shown as HTML in a styled container. */

export function DocHtml({ html }: { html: string }) {
  if (!html.trim()) return <p className="op-doc op-doc--empty">暂无接口文档</p>;
  // The server cleans the HTML (kernel::html) before it answers; nothing else is rendered as HTML here.
  return <div className="op-doc" dangerouslySetInnerHTML={{ __html: html }} />;
}
