/** What a search says when its hits hold only some of the keyword's words: a note above them, and a tag on each such hit. */
import type { Hit } from './partialMatch';

export { noExactMatch } from './partialMatch';

export function PartialMatchNote({ keyword }: { keyword: string }) {
  return (
    <p className="search-partial" role="status" data-testid="search-partial">
      没有完全匹配“{keyword}”的结果，以下结果只包含其中部分词语
    </p>
  );
}

export function PartialMatchTag({ hit }: { hit: Hit }) {
  return hit.exact ? null : <span className="pub-tag search-partial__tag">部分匹配</span>;
}
