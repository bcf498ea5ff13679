import type { ReactNode } from 'react';
import { UI_FONT_FAMILY, widthPerPx } from '../textWidth';
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

/** The largest size up to `size` at which `text` (in `weight`) fits the box's width, 8 px at least. */
const fitted = (text: string, size: number, width: number, weight = 400) => {
  const em = widthPerPx(text, weight, UI_FONT_FAMILY);
  return Math.max(8, Math.min(size, (width * 0.9) / Math.max(em, 0.6)));
};

/** The subheader wraps rather than shrink below this (px), unless asked for smaller. */
const MIN_SUBHEADER_PX = 12;

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
  const headerPx = fitted(header, headerFontSize * textHeight, width, 600);
  // Sentences wrap onto more lines instead of shrinking to unreadable sizes; the number never wraps.
  const subheaderWanted = subheaderFontSize * textHeight;
  const subheaderPx = Math.min(
    subheaderWanted,
    Math.max(
      MIN_SUBHEADER_PX,
      fitted([change?.text, subheader].filter(Boolean).join('  '), subheaderWanted, width, 600),
    ),
  );
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
            {subheader && <span data-testid="big-number-subheader">{subheader}</span>}
          </div>
        )}
      </div>
      {children}
    </div>
  );
}
