/** Small line icons of the edit controls (drawn here: emoji and rare glyphs lack fonts). */
import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

/** Six dots: drag handle. */
export function DragIcon() {
  return (
    <Icon>
      {[4, 8, 12].map((y) => (
        <g key={y}>
          <circle cx="6" cy={y} r="0.9" fill="currentColor" />
          <circle cx="10" cy={y} r="0.9" fill="currentColor" />
        </g>
      ))}
    </Icon>
  );
}

/** A bin: delete. */
export function DeleteIcon() {
  return (
    <Icon>
      <path d="M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.7 8.5h5.6l.7-8.5M7 7v4M9 7v4" />
    </Icon>
  );
}

/** A half-filled square: background. */
export function BackgroundIcon() {
  return (
    <Icon>
      <rect x="2.5" y="2.5" width="11" height="11" rx="1.5" />
      <path d="M8 2.5v11h4a1.5 1.5 0 0 0 1.5-1.5V4A1.5 1.5 0 0 0 12 2.5z" fill="currentColor" />
    </Icon>
  );
}

/** Two side-by-side boxes: a column element. */
export function ColumnIcon() {
  return (
    <Icon>
      <rect x="2.5" y="2.5" width="4.5" height="11" rx="1" />
      <rect x="9" y="2.5" width="4.5" height="11" rx="1" />
    </Icon>
  );
}
