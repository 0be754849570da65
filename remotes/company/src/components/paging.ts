/** Paging of a list whose rows can be deleted. */
import { useEffect } from 'react';

export const PAGE_SIZE = 10;

/** A page left empty by a delete steps back to the one before. */
export function useStepBackWhenEmpty(rowsOnPage: number | undefined, pageNum: number, setPageNum: (page: number) => void) {
  useEffect(() => {
    if (rowsOnPage === 0 && pageNum > 1) setPageNum(pageNum - 1);
  }, [pageNum, rowsOnPage, setPageNum]);
}
