import { describe, expect, it } from 'vitest';
import { GenericDataType, genericDataTypeSchema, isTemporal } from './genericTypes';
import { isTimeGrain, TIME_GRAIN_LABELS, TimeGrain, timeGrainLabel } from './timeGrains';

describe('time grains', () => {
  it("lists Superset's durations with labels, enum-only ones without", () => {
    expect(TIME_GRAIN_LABELS).toHaveLength(19);
    expect(timeGrainLabel('P1D')).toBe('Day');
    expect(timeGrainLabel(TimeGrain.WEEK_STARTING_MONDAY)).toBe('Week starting Monday');
    expect(timeGrainLabel('PT0.5H')).toBe('PT0.5H');
    expect(isTimeGrain('P0.25Y')).toBe(true);
    expect(isTimeGrain('P7D')).toBe(false);
  });
});

describe('generic data types', () => {
  it("are Superset's numbers, and only those", () => {
    expect(GenericDataType).toEqual({ NUMERIC: 0, STRING: 1, TEMPORAL: 2, BOOLEAN: 3 });
    expect(genericDataTypeSchema.safeParse(2).success).toBe(true);
    expect(genericDataTypeSchema.safeParse(4).success).toBe(false);
    expect(isTemporal(GenericDataType.TEMPORAL)).toBe(true);
  });
});
