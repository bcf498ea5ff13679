import type { ReactNode } from 'react';
import './listPage.css';

/** The row above a list: search, filters and bulk actions, wrapping on narrow screens. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <div className="list-page-filters" role="search">
      {children}
    </div>
  );
}
