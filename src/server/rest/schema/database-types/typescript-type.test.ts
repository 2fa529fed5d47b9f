import { describe, expect, it } from 'vitest';
import { typescriptType } from './typescript-type.ts';

const names = {
  composites: new Map([['public.slot', 'Database["public"]["CompositeTypes"]["slot"]']]),
};

describe('typescriptType', () => {
  it.each([
    ['boolean', 'boolean'],
    ['integer', 'number'],
    ['bigint', 'number'],
    ['numeric(10,2)', 'number'],
    ['double precision', 'number'],
    ['text', 'string'],
    ['uuid', 'string'],
    ['character varying(20)', 'string'],
    ['extensions.citext', 'string'],
    ['timestamp with time zone', 'string'],
    ['time without time zone', 'string'],
    ['date', 'string'],
    ['jsonb', 'Json'],
    ['void', 'undefined'],
    ['record', 'Record<string, unknown>'],
    ['tstzrange', 'string'],
    ['int4range', 'string'],
    ['point', 'unknown'],
    ['text[]', 'string[]'],
    ['smallint[]', 'number[]'],
    ['point[]', 'unknown[]'],
    ['jsonb[]', 'Json[]'],
    ['public.slot', 'Database["public"]["CompositeTypes"]["slot"]'],
    ['public.slot[]', 'Database["public"]["CompositeTypes"]["slot"][]'],
    ['public.unknown_type', 'unknown'],
  ])('maps %s to %s', (postgres, typescript) => {
    expect(typescriptType(postgres, names)).toBe(typescript);
  });
});
