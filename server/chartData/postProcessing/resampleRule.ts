// pandas offset aliases for `resample`: fixed ticks (S, T/min, H, D) binned from midnight of the
// first day (origin "start_day"), and calendar periods (MS, M, QS, Q, AS/YS, A/Y, W-XXX).
import { invalid } from './options';

const MS_PER = { S: 1000, T: 60_000, H: 3_600_000, D: 86_400_000 } as const;
const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
const RULE =
  /^(\d*)\s*(S|s|T|min|H|h|D|d|MS|M|ME|QS|Q|QE|AS|YS|A|Y|YE|W(?:-(SUN|MON|TUE|WED|THU|FRI|SAT))?)$/;

/** A rule's bin labels: the label of a time, and the label after a label (all in ms). */
export interface ResampleRule {
  labelOf(ms: number): number;
  next(label: number): number;
}

const dayStart = (ms: number) => Math.floor(ms / MS_PER.D) * MS_PER.D;

function monthly(months: number, atEnd: boolean, step: number): ResampleRule {
  // Month index since year 0 and its first or last day at midnight.
  const toLabel = (index: number) => {
    const year = Math.floor(index / 12);
    const month = index - year * 12;
    return atEnd ? Date.UTC(year, month + 1, 0) : Date.UTC(year, month, 1);
  };
  const anchorOf = (ms: number) => {
    const date = new Date(ms);
    const index = date.getUTCFullYear() * 12 + date.getUTCMonth();
    return index - (((index % months) + months) % months) + (atEnd ? months - 1 : 0);
  };
  return {
    labelOf(ms) {
      const index = anchorOf(ms);
      const label = toLabel(index);
      // Period ends label (start, end]; period starts label [start, end).
      return atEnd && ms > label ? toLabel(index + months) : label;
    },
    next(label) {
      const date = new Date(label);
      return toLabel(date.getUTCFullYear() * 12 + date.getUTCMonth() + months * step);
    },
  };
}

/** Parses a pandas offset alias ("1D", "7D", "1H", "1M", "1AS", "W-MON"). */
export function parseResampleRule(rule: string): ResampleRule {
  const match = RULE.exec(rule.trim());
  if (!match) throw invalid(`Invalid resample rule: ${rule}`);
  const n = match[1] ? Number(match[1]) : 1;
  if (n <= 0) throw invalid(`Invalid resample rule: ${rule}`);
  const unit = match[2] ?? '';
  const tick = { S: 'S', s: 'S', T: 'T', min: 'T', H: 'H', h: 'H', D: 'D', d: 'D' }[unit] as
    keyof typeof MS_PER | undefined;
  if (tick) {
    const width = MS_PER[tick] * n;
    let origin: number | undefined;
    return {
      labelOf(ms) {
        origin ??= dayStart(ms);
        return origin + Math.floor((ms - origin) / width) * width;
      },
      next: (label) => label + width,
    };
  }
  if (unit.startsWith('W')) {
    const end = DAYS.indexOf(match[3] ?? 'SUN');
    const width = 7 * MS_PER.D * n;
    return {
      labelOf(ms) {
        const day = dayStart(ms);
        const weekday = new Date(day).getUTCDay();
        const label = day + ((end - weekday + 7) % 7) * MS_PER.D;
        return ms > label ? label + 7 * MS_PER.D : label;
      },
      next: (label) => label + width,
    };
  }
  if (unit === 'MS') return monthly(1, false, n);
  if (unit === 'M' || unit === 'ME') return monthly(1, true, n);
  if (unit === 'QS') return monthly(3, false, n);
  if (unit === 'Q' || unit === 'QE') return monthly(3, true, n);
  if (unit === 'AS' || unit === 'YS') return monthly(12, false, n);
  return monthly(12, true, n);
}
