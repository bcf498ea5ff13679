import type { ReactNode } from 'react';
import './bigNumber.css';

/** Header font size choices, as a proportion of the chart height (Superset's). */
export const HEADER_FONT_SIZES: [number, string][] = [
  [0.2, 'Tiny'],
  [0.3, 'Small'],
  [0.4, 'Normal'],
  [0.5, 'Large'],
];
/** Subheader font size choices, as a proportion of the chart height (Superset's). */
export const SUBHEADER_FONT_SIZES: [number, string][] = [
  [0.125, 'Tiny'],
  [0.15, 'Small'],
  [0.2, 'Normal'],
  [0.3, 'Large'],
];

interface BigNumberViewProps {
  header: string;
  headerColor?: string;
  /** A proportion of the text area's height. */
  headerFontSize: number;
  subheader?: string;
  subheaderFontSize: number;
  /** "+12.3% WoW" next to the number, coloured by its sign. */
  change?: { text: string; direction: 'up' | 'down' | 'flat' } | null;
  timestamp?: string | null;
  width: number;
  height: number;
  /** Drawn below the text (the trendline), sharing the height. */
  children?: ReactNode;
  trendlineHeight?: number;
}

// A digit is about 0.6em wide in the UI font; text never grows wider than the box.
const fitted = (text: string, size: number, width: number) =>
  Math.max(8, Math.min(size, (width * 0.92) / Math.max(text.length * 0.6, 1)));

/** The big number layout shared by Big Number and Big Number with Trendline. */
export function BigNumberView({
  header,
  headerColor,
  headerFontSize,
  subheader,
  subheaderFontSize,
  change,
  timestamp,
  width,
  height,
  children,
  trendlineHeight = 0,
}: BigNumberViewProps) {
  const textHeight = Math.max(height - trendlineHeight, 20);
  const headerPx = fitted(header, headerFontSize * textHeight, width);
  const subheaderPx = fitted(subheader ?? '', subheaderFontSize * textHeight, width);
  return (
    <div className="bn-chart" style={{ width, height }}>
      <div className="bn-text" style={{ height: textHeight }}>
        {timestamp && (
          <div className="bn-timestamp" style={{ fontSize: Math.max(10, subheaderPx * 0.8) }}>
            {timestamp}
          </div>
        )}
        <div
          className="bn-header"
          data-testid="big-number"
          style={{ fontSize: headerPx, color: headerColor }}
        >
          {header}
        </div>
        {(subheader || change) && (
          <div className="bn-subheader" style={{ fontSize: subheaderPx }}>
            {change && (
              <span className={`bn-change bn-change-${change.direction}`}>{change.text}</span>
            )}
            {subheader && <span>{subheader}</span>}
          </div>
        )}
      </div>
      {children}
    </div>
  );
}
