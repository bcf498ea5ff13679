/**
 * Sizes and places a gauge's text for its radius: the axis labels, the value and, with several
 * values, their names. The form's font size holds for a gauge of 140 px radius and shrinks with
 * smaller ones, and the value sits between the needle's hub and the labels at the arc's ends, so
 * that in a small dashboard box "6.7 min" does not run over "0.0 min" and "60.0 min".
 */

/** ECharts draws the gauge at this share of half the box's smaller side (`radius: '80%'`). */
export const GAUGE_RADIUS_SHARE = 0.8;
/** Radius (px) from which the form's font size applies as it is. */
const FULL_SIZE_RADIUS = 140;
/** Px below the centre kept clear for the needle's hub. */
const HUB_PX = 12;
/** Px between text blocks. */
const GAP_PX = 4;
const MIN_LABEL_FONT = 10;
const MIN_VALUE_FONT = 12;

export interface GaugeTextLayout {
  labelFont: number;
  valueFont: number;
  titleFont: number;
  /** Offsets below the centre, in % of the radius (ECharts' `offsetCenter`). */
  valueOffset: number;
  titleOffset: number;
}

export interface GaugeTextInput {
  radius: number;
  /** ECharts' angles: degrees anticlockwise from 3 o'clock. */
  startAngle: number;
  endAngle: number;
  fontSize: number;
  /** Px from the arc's outer edge to the labels' outer edge. */
  labelInset: number;
  /** How many values (needles) the gauge shows. */
  values: number;
}

/** The text layout of a gauge (see the file comment). */
export function gaugeTextLayout(input: GaugeTextInput): GaugeTextLayout {
  const { radius, startAngle, endAngle, fontSize, labelInset, values } = input;
  const scale = Math.min(1, radius / FULL_SIZE_RADIUS);
  const labelFont = Math.max(MIN_LABEL_FONT, fontSize * scale);
  const titleFont = labelFont;
  const titleRoom = values > 1 ? titleFont + GAP_PX : 0;
  let valueFont = Math.max(MIN_VALUE_FONT, (values > 1 ? 1.2 : 1.8) * fontSize * scale);
  // How far below the centre the ends' labels come (y grows downwards).
  const labelRadius = radius - labelInset - labelFont / 2;
  const endY = Math.max(
    ...[startAngle, endAngle].map((angle) => -Math.sin((angle * Math.PI) / 180) * labelRadius),
  );
  let valueY: number;
  const bottom = endY - labelFont / 2 - GAP_PX;
  const top = HUB_PX + titleRoom;
  if (bottom - top >= MIN_VALUE_FONT) {
    // The ends come down past the hub: the value fits between them.
    valueFont = Math.min(valueFont, bottom - top);
    valueY = bottom - valueFont / 2;
  } else {
    // A half gauge and the like: below the ends' labels.
    valueY = Math.max(endY, 0) + labelFont / 2 + GAP_PX + titleRoom + valueFont / 2;
  }
  const titleY = valueY - valueFont / 2 - GAP_PX - titleFont / 2;
  const percent = (y: number) => (y / Math.max(1, radius)) * 100;
  return {
    labelFont,
    valueFont,
    titleFont,
    valueOffset: percent(valueY),
    titleOffset: percent(titleY),
  };
}
