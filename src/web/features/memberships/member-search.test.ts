import { describe, expect, it } from 'vitest';
import { defaultMemberSearch, memberSearch } from './member-search';
import { standingsFor } from './standing';

describe('memberSearch', () => {
  it('shows current memberships on the first page of a plain link', () => {
    expect(defaultMemberSearch).toEqual({ standing: 'current', page: 1 });
  });

  it('keeps a filter of the address and falls back from a malformed one', () => {
    expect(memberSearch.parse({ standing: 'paused', page: 2 })).toEqual({
      standing: 'paused',
      page: 2,
    });
    expect(memberSearch.parse({ standing: 'nonsense', page: -1 })).toEqual({
      standing: 'current',
      page: 1,
    });
  });
});

describe('standingsFor', () => {
  it('names the standings each filter shows, or none for all', () => {
    expect(standingsFor('all')).toBeNull();
    expect(standingsFor('to_chase')).toEqual(['overdue', 'paused', 'suspended']);
    expect(standingsFor('frozen')).toEqual(['frozen']);
    expect(standingsFor('current')).not.toContain('ended');
    expect(standingsFor('current')).not.toContain('abandoned');
    expect(standingsFor('current')).toContain('suspended');
  });
});
