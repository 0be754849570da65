/**
 * The rich-text field as the SDK exports it: TipTap is loaded on first use, in
 * a chunk of its own, so it never weighs on the shell's first page; a skeleton
 * of the editor's height stands in while it loads.
 */
import { lazy, Suspense } from 'react';
import { LoadingState } from '../states';
import type { HtmlEditorProps } from './HtmlEditor';

const Editor = lazy(() => import('./HtmlEditor'));

export function HtmlEditor(props: HtmlEditorProps) {
  return (
    <Suspense fallback={<LoadingState rows={Math.min(props.rows ?? 12, 6)} />}>
      <Editor {...props} />
    </Suspense>
  );
}
