/** Whether a search found its keyword whole: hits may hold only some of its words. */
import type { Schema } from '@platform/sdk';

export type Hit = Pick<Schema<'SearchHit'>, 'exact'>;

/** True when nothing on the first page holds every word of the keyword (later pages say nothing: the best came first). */
export function noExactMatch(rows: Hit[], pageNum: number): boolean {
  return pageNum === 1 && rows.length > 0 && rows.every((row) => !row.exact);
}
