/** Page size choices of the table's pager (Superset's). */
export const PAGE_SIZE_CHOICES = [10, 20, 50, 100, 200];

interface PaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Pages to offer: the first, the last and two around the current one, with gaps as null. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let p = 0; p < pageCount; p++) {
    if (p === 0 || p === pageCount - 1 || Math.abs(p - page) <= 2) pages.push(p);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

/** The table's pager: previous, page numbers with gaps, next. */
export function Pagination({ page, pageCount, onPage }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="tl-pager" aria-label="Table pages">
      <button
        type="button"
        className="tl-page"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
        aria-label="Previous page"
      >
        ‹
      </button>
      {pageWindow(page, pageCount).map((p, index) =>
        p === null ? (
          <span key={`gap${index}`} className="tl-page-gap">
            …
          </span>
        ) : (
          <button
            type="button"
            key={p}
            className={`tl-page ${p === page ? 'tl-page-current' : ''}`}
            aria-current={p === page ? 'page' : undefined}
            onClick={() => onPage(p)}
          >
            {p + 1}
          </button>
        ),
      )}
      <button
        type="button"
        className="tl-page"
        disabled={page >= pageCount - 1}
        onClick={() => onPage(page + 1)}
        aria-label="Next page"
      >
        ›
      </button>
    </nav>
  );
}
