import { describe, expect, it } from 'vitest';
import { changedDefinitions, type Definition } from './schema-definitions.ts';

const definition = (path: string, checksum: string): Definition => ({ path, sql: '', checksum });

describe('changedDefinitions', () => {
  it('keeps new files and files whose text changed, in their order', () => {
    const available = [
      definition('functions/app/a.sql', '1'),
      definition('functions/public/b.sql', '2'),
      definition('views/public/c.sql', '3'),
    ];
    const applied = [
      { path: 'functions/app/a.sql', checksum: '1' },
      { path: 'functions/public/b.sql', checksum: 'old' },
    ];
    expect(changedDefinitions(available, applied).map((d) => d.path)).toEqual([
      'functions/public/b.sql',
      'views/public/c.sql',
    ]);
  });

  it('has nothing to do when every file was applied as it is', () => {
    const available = [definition('functions/app/a.sql', '1')];
    expect(changedDefinitions(available, [{ path: 'functions/app/a.sql', checksum: '1' }])).toEqual(
      [],
    );
  });
});
