import { createAction, createReducer, type Middleware } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { addPageState, createStore } from './store';

const bumped = createAction('test/bumped');
const counter = createReducer(0, (builder) => builder.addCase(bumped, (n) => n + 1));

describe('addPageState', () => {
  it('adds a page’s state to stores made before and after, once', () => {
    const before = createStore();
    const seen: string[] = [];
    const spy: Middleware = () => (next) => (action) => {
      seen.push((action as { type: string }).type);
      return next(action);
    };
    expect((before.getState() as Record<string, unknown>).pageA).toBeUndefined();
    addPageState('pageA', counter, spy);
    addPageState('pageA', counter, spy);
    expect((before.getState() as Record<string, unknown>).pageA).toBe(0);
    before.dispatch(bumped());
    expect((before.getState() as Record<string, unknown>).pageA).toBe(1);
    expect(seen.filter((type) => type === 'test/bumped')).toHaveLength(1);

    const after = createStore();
    after.dispatch(bumped());
    expect((after.getState() as Record<string, unknown>).pageA).toBe(1);
    expect(after.getState().user).toBeDefined();
    expect(seen.filter((type) => type === 'test/bumped')).toHaveLength(2);
  });
});
