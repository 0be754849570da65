/** What /userAgent and /privacy show of the server's text: its sanitised HTML, or nothing (the built-in text then) when the operators saved none. */
import type { Schema } from '@platform/sdk';

/** A leading heading (h1-h6) whose text is the title: the page shows the title itself. */
const LEADING_HEADING = /^\s*<h([1-6])(?:\s[^>]*)?>([\s\S]*?)<\/h\1>\s*/i;

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/gi, ' ')
    .trim();
}

/**
 * The HTML body to render for the server's text, without a first heading
 * that repeats the title; undefined when the server has no text or only an
 * empty one, so the page falls back to its built-in text.
 */
export function serverBody(text: Schema<'Agreement'> | null | undefined): string | undefined {
  if (!text) return undefined;
  const content = text.content ?? '';
  if (plainText(content) === '' && !/<img\b/i.test(content)) return undefined;
  const heading = LEADING_HEADING.exec(content);
  if (heading && plainText(heading[2]) === text.title.trim()) return content.slice(heading[0].length);
  return content;
}

/** The date part of the server's update time (YYYY-MM-DD HH:MM:SS). */
export function updatedDate(updateTime: string): string {
  return updateTime.split(' ')[0] ?? updateTime;
}
