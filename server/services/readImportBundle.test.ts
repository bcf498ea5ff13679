import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { readImportBundle } from './readImportBundle';

const importError = (extra: Record<string, unknown>) =>
  new AppError(422, 'Error importing chart', 'GENERIC_COMMAND_ERROR', extra);
const options = {
  folders: ['databases', 'datasets', 'charts'] as const,
  importError,
  noun: 'charts',
};

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.extra : error;
  }
  return null;
};

describe('readImportBundle', () => {
  it('reads metadata.yaml and the asked folders, with or without a top folder', () => {
    const zip = zipSync({
      'chart_export_1/metadata.yaml': strToU8('version: 1.0.0'),
      'chart_export_1/charts/a.yaml': strToU8('slice_name: A'),
      'chart_export_1/datasets/examples/t.yaml': strToU8('table_name: t'),
      'chart_export_1/dashboards/d.yaml': strToU8('dashboard_title: D'),
      'chart_export_1/charts/notes.txt': strToU8('ignored'),
      'databases/db.yaml': strToU8('database_name: db'),
    });
    const files = readImportBundle(zip, options);
    expect([...files.keys()].sort()).toEqual([
      'charts/a.yaml',
      'databases/db.yaml',
      'datasets/examples/t.yaml',
      'metadata.yaml',
    ]);
    expect(files.get('charts/a.yaml')).toBe('slice_name: A');
  });

  it('refuses what is not a ZIP, and a wanted file over 1 MiB, with the import’s error', () => {
    expect(refusal(() => readImportBundle(strToU8('not a zip'), options))).toEqual({
      file: 'Not a ZIP file: export the charts from Tessera or Superset',
    });
    const big = zipSync({ 'charts/big.yaml': new Uint8Array(1024 * 1024 + 1) });
    expect(refusal(() => readImportBundle(big, options))).toEqual({
      'charts/big.yaml': 'The file is too large',
    });
    // An unwanted big file is skipped, not refused.
    const skipped = zipSync({ 'dashboards/big.yaml': new Uint8Array(1024 * 1024 + 1) });
    expect(readImportBundle(skipped, options).size).toBe(0);
  });
});
