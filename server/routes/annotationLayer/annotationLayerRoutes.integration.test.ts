import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AnnotationLayerRecord,
  AnnotationListResponse,
  AnnotationRecordResponse,
} from '@common/api/annotationLayers';
import { encodeRison, type RisonValue } from '@common/api/rison';
import { ADMIN, bearerFor, bearerForNewUser, body, withTestApp } from '@server/test/testApp';
import { storeKinds } from '@server/test/testStore';

const URL = '/api/v1/annotation_layer/';

describe.each(await storeKinds())('annotation layer API on %s', (kind) => {
  const t = withTestApp(kind);
  let admin: Record<string, string>;

  beforeAll(async () => {
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
  const q = (value: RisonValue) => `?q=${encodeURIComponent(encodeRison(value))}`;
  const createLayer = async (name: string, descr?: string) => {
    const answer = await call('POST', URL, { name, ...(descr ? { descr } : {}) });
    if (answer.statusCode !== 201) throw new Error(answer.body);
    return body<{ id: number }>(answer).id;
  };

  it('creates, reads, lists, renames and deletes layers; names are unique', async () => {
    const id = await createLayer('Releases', 'Product releases');
    const read = body<{ result: AnnotationLayerRecord }>(await call('GET', `${URL}${id}`));
    expect(read.result).toMatchObject({ id, name: 'Releases', descr: 'Product releases' });
    expect(read.result.created_by?.first_name).toBeTruthy();

    const clash = await call('POST', URL, { name: 'Releases' });
    expect(clash.statusCode).toBe(422);
    expect(body(clash)).toEqual({ message: { name: ['Name must be unique'] } });
    const blank = await call('POST', URL, { name: '  ' });
    expect(blank.statusCode).toBe(400);

    const renamed = await call('PUT', `${URL}${id}`, { name: 'Launches', descr: '' });
    expect(renamed.statusCode).toBe(200);
    expect(body<{ result: AnnotationLayerRecord }>(renamed).result).toMatchObject({
      name: 'Launches',
      descr: null,
    });

    await createLayer('Outages');
    const list = body<AnnotationListResponse<AnnotationLayerRecord>>(
      await call(
        'GET',
        `${URL}${q({ filters: [{ col: 'name', opr: 'ct', value: 'LAUNCH' }], order_column: 'name', order_direction: 'asc' })}`,
      ),
    );
    expect(list.count).toBe(1);
    expect(list.result.map((layer) => layer.name)).toEqual(['Launches']);

    expect((await call('DELETE', `${URL}${id}`)).statusCode).toBe(200);
    expect((await call('GET', `${URL}${id}`)).statusCode).toBe(404);
  });

  it('keeps annotations of a layer with dates, validation and a time window', async () => {
    const layer = await createLayer('Holidays');
    const annotations = `${URL}${layer}/annotation/`;
    const created = await call('POST', annotations, {
      short_descr: 'New year',
      long_descr: 'Office closed',
      start_dttm: '2024-01-01T00:00:00',
      end_dttm: '2024-01-02T00:00:00',
      json_metadata: '{"color":"red"}',
    });
    expect(created.statusCode).toBe(201);
    const { id, result } = body<{ id: number; result: AnnotationRecordResponse }>(created);
    expect(result).toMatchObject({
      id,
      layer: { id: layer, name: 'Holidays' },
      short_descr: 'New year',
      long_descr: 'Office closed',
      start_dttm: '2024-01-01T00:00:00',
      end_dttm: '2024-01-02T00:00:00',
      json_metadata: '{"color":"red"}',
    });
    await call('POST', annotations, {
      short_descr: 'Midsummer',
      start_dttm: '2024-06-21',
      end_dttm: '2024-06-21',
    });

    const backwards = await call('POST', annotations, {
      short_descr: 'Backwards',
      start_dttm: '2024-03-02T00:00:00',
      end_dttm: '2024-03-01T00:00:00',
    });
    expect(backwards.statusCode).toBe(422);
    expect(body(backwards)).toEqual({
      message: { end_dttm: ['End date must be after start date'] },
    });
    const missing = await call('POST', annotations, {
      start_dttm: '2024-01-01',
      end_dttm: '2024-01-01',
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(body<{ message: object }>(missing).message)).toEqual(['short_descr']);
    const badJson = await call('POST', annotations, {
      short_descr: 'Bad json',
      start_dttm: '2024-01-01',
      end_dttm: '2024-01-01',
      json_metadata: '{nope',
    });
    expect(badJson.statusCode).toBe(400);

    const window = body<AnnotationListResponse<AnnotationRecordResponse>>(
      await call(
        'GET',
        `${annotations}${q({
          filters: [
            { col: 'end_dttm', opr: 'gt', value: '2024-05-01T00:00:00' },
            { col: 'start_dttm', opr: 'lt', value: '2024-12-31T00:00:00' },
          ],
          page_size: 100,
        })}`,
      ),
    );
    expect(window.result.map((a) => a.short_descr)).toEqual(['Midsummer']);
    const all = body<AnnotationListResponse<AnnotationRecordResponse>>(
      await call('GET', annotations),
    );
    expect(all.result.map((a) => a.short_descr)).toEqual(['New year', 'Midsummer']);

    const moved = await call('PUT', `${annotations}${id}`, { end_dttm: '2023-12-31T00:00:00' });
    expect(moved.statusCode).toBe(422);
    const edited = await call('PUT', `${annotations}${id}`, { long_descr: 'Closed all day' });
    expect(body<{ result: AnnotationRecordResponse }>(edited).result.long_descr).toBe(
      'Closed all day',
    );
    expect((await call('GET', `${URL}999999/annotation/${id}`)).statusCode).toBe(404);

    const missingBulk = await call('DELETE', `${annotations}?q=!(${id},999999)`);
    expect(missingBulk.statusCode).toBe(404);
    const bulk = await call('DELETE', `${annotations}?q=!(${all.ids.join(',')})`);
    expect(body(bulk)).toEqual({ message: 'Deleted 2 annotations' });
    expect(body<{ count: number }>(await call('GET', annotations)).count).toBe(0);
  });

  it('bulk deletes layers with their annotations, all or nothing', async () => {
    const a = await createLayer('Bulk a');
    const b = await createLayer('Bulk b');
    await call('POST', `${URL}${a}/annotation/`, {
      short_descr: 'x',
      start_dttm: 0,
      end_dttm: 1000,
    });
    expect((await call('DELETE', `${URL}?q=!(${a},999999)`)).statusCode).toBe(404);
    const deleted = await call('DELETE', `${URL}?q=!(${a},${b})`);
    expect(body(deleted)).toEqual({ message: 'Deleted 2 annotation layers' });
    expect((await call('GET', `${URL}${a}/annotation/`)).statusCode).toBe(404);
  });

  it('is for Alpha and Admin (as Superset); Gamma and anonymous callers are refused', async () => {
    const layer = await createLayer('Alpha only');
    const alpha = await bearerForNewUser(t, admin, 'annotation-alpha', 'Alpha');
    const gamma = await bearerForNewUser(t, admin, 'annotation-gamma', 'Gamma');
    const write = await t.app.inject({
      method: 'POST',
      url: `${URL}${layer}/annotation/`,
      headers: alpha,
      payload: { short_descr: 'by alpha', start_dttm: 0, end_dttm: 0 },
    });
    expect(write.statusCode).toBe(201);
    const read = await t.app.inject({ method: 'GET', url: `${URL}${layer}`, headers: gamma });
    expect(read.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
