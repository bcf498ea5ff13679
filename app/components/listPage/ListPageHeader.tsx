import type { ReactNode } from 'react';
import './listPage.css';

/** A list page's title with its page-level buttons (e.g. "+ Database") beside it. */
export function ListPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="list-page-header">
      <h1 className="list-page-title">{title}</h1>
      {children && <div className="list-page-header-actions">{children}</div>}
    </div>
  );
}
