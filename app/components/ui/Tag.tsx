import type { ReactNode } from 'react';

export type TagColor = 'default' | 'success' | 'error' | 'warning' | 'processing';

export interface TagProps {
  color?: TagColor;
  title?: string;
  className?: string;
  children: ReactNode;
}

/** A small coloured label. */
export function Tag({ color = 'default', title, className, children }: TagProps) {
  return (
    <span className={`ui-tag ui-tag-${color} ${className ?? ''}`} title={title}>
      {children}
    </span>
  );
}
