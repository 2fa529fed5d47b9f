import { describe, expect, it } from 'vitest';
import { changeData, sentKind, type RecordedChange } from './change-payload.ts';

const columns = {
  all: [
    { name: 'id', type: 'int8' },
    { name: 'secret', type: 'text' },
    { name: 'title', type: 'text' },
  ],
  types: new Map([
    ['id', 'int8'],
    ['secret', 'text'],
    ['title', 'text'],
  ]),
  readable: new Set(['id', 'title']),
};

const update: RecordedChange = {
  id: 1n,
  table: 'notes',
  kind: 'UPDATE',
  record: { id: 1, secret: 's2', title: 'after' },
  oldRecord: { id: 1, secret: 's1', title: 'before' },
  commitTimestamp: '2026-11-26T10:00:00.000Z',
};

describe('sentKind', () => {
  it('sends what the role may see, and a row leaving its sight as a DELETE', () => {
    const both = { newVisible: true, oldVisible: true };
    const neither = { newVisible: false, oldVisible: false };
    expect(sentKind('INSERT', both)).toBe('INSERT');
    expect(sentKind('INSERT', neither)).toBeUndefined();
    expect(sentKind('UPDATE', both)).toBe('UPDATE');
    expect(sentKind('UPDATE', { newVisible: false, oldVisible: true })).toBe('DELETE');
    expect(sentKind('UPDATE', neither)).toBeUndefined();
    expect(sentKind('DELETE', { newVisible: false, oldVisible: true })).toBe('DELETE');
    expect(sentKind('DELETE', neither)).toBeUndefined();
  });
});

describe('changeData', () => {
  it('keeps only readable columns', () => {
    const data = changeData(update, 'UPDATE', { newVisible: true, oldVisible: true }, columns);
    expect(data).toEqual({
      schema: 'public',
      table: 'notes',
      type: 'UPDATE',
      commit_timestamp: '2026-11-26T10:00:00.000Z',
      columns: [
        { name: 'id', type: 'int8' },
        { name: 'title', type: 'text' },
      ],
      record: { id: 1, title: 'after' },
      old_record: { id: 1, title: 'before' },
      errors: null,
    });
  });

  it('sends no old row the role could not see', () => {
    const data = changeData(update, 'UPDATE', { newVisible: true, oldVisible: false }, columns);
    expect(data.old_record).toEqual({});
  });

  it('sends a row leaving sight as the old row alone', () => {
    const data = changeData(update, 'DELETE', { newVisible: false, oldVisible: true }, columns);
    expect(data.type).toBe('DELETE');
    expect(data.record).toBeUndefined();
    expect(data.old_record).toEqual({ id: 1, title: 'before' });
  });
});
