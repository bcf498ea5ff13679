import { BigNumberView } from '../shared/tableLike/BigNumberView';
import { useRenderedSignal } from '../shared/tableLike/useRenderedSignal';
import type { ChartComponentProps } from '../types';
import type { BigNumberTotalProps } from './transformProps';

/** One number, sized to the box, with an optional subheader. */
export function BigNumberTotalChart({
  props,
  width,
  height,
  onRendered,
}: ChartComponentProps<BigNumberTotalProps>) {
  useRenderedSignal(props, onRendered);
  return (
    <BigNumberView
      header={props.header}
      headerColor={props.headerColor}
      headerFontSize={props.headerFontSize}
      subheader={props.subheader}
      subheaderFontSize={props.subheaderFontSize}
      width={width}
      height={height}
    />
  );
}
