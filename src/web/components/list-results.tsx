import { Alert, Box, Center, Group, Loader, Pagination, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { dataErrorMessage } from '@/features/data/data-error';
import { listSummary, pageCount, type ListNoun } from './list-summary';

export interface ListPage<Row> {
  rows: Row[];
  total: number;
}

export interface ListResultsProps<Row> {
  /** What the list is of, in the reader's words: { one: 'client', many: 'clients' }. */
  noun: ListNoun;
  /** The page's query, as TanStack Query gives it. */
  query: {
    data: ListPage<Row> | undefined;
    error: Error | null;
    /** True while the rows on show are the last page's, the next one loading. */
    isPlaceholderData: boolean;
  };
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** Whether a search or a filter narrows the list, which changes what "empty" means. */
  filtered: boolean;
  /** What an empty list says: with no filters (what to do first), and when filters match none. */
  empty: { none: string; unmatched: string };
  /** Controls beside the summary line, such as the sort order. */
  tools?: ReactNode;
  children: (rows: Row[], position: { first: number; total: number }) => ReactNode;
}

/**
 * Every paged list's frame: loading, the error, the empty states, a summary line that screen
 * readers hear when it changes, the rows (dimmed while the next page loads over them) and the
 * pager. The search and filters that choose the page live in the address, owned by the screen.
 */
export function ListResults<Row>(props: ListResultsProps<Row>) {
  const { noun, query, page, pageSize, onPage, filtered, empty, tools, children } = props;
  const intl = useIntl();
  const nouns = { one: noun.one, many: noun.many };
  if (query.error) {
    return (
      <Alert
        color="red"
        role="alert"
        title={intl.formatMessage({ id: 'common.listLoadFailed' }, nouns)}
      >
        {dataErrorMessage(query.error)}
      </Alert>
    );
  }
  if (!query.data) {
    return (
      <Center py="xl" role="status">
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text>{intl.formatMessage({ id: 'common.listLoading' }, nouns)}</Text>
        </Group>
      </Center>
    );
  }
  const { rows, total } = query.data;
  const pages = pageCount(total, pageSize);
  const summary =
    total === 0
      ? filtered
        ? intl.formatMessage({ id: 'common.listNoneMatch' }, nouns)
        : intl.formatMessage({ id: 'common.listNone' }, nouns)
      : listSummary(page, pageSize, rows.length, total, noun, intl);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="end" gap="sm">
        <Text size="sm" role="status" aria-live="polite" aria-busy={query.isPlaceholderData}>
          {query.isPlaceholderData
            ? intl.formatMessage({ id: 'common.listUpdating' }, { summary })
            : summary}
        </Text>
        {tools}
      </Group>
      {total === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Center>
            <Text c="dimmed" ta="center">
              {filtered ? empty.unmatched : empty.none}
            </Text>
          </Center>
        </Paper>
      ) : (
        <Box style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          {children(rows, { first: (page - 1) * pageSize + 1, total })}
        </Box>
      )}
      {pages > 1 && (
        <Center>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
            getControlProps={(control) => ({
              'aria-label':
                control === 'previous'
                  ? intl.formatMessage({ id: 'common.previousPage' })
                  : intl.formatMessage({ id: 'common.nextPage' }),
            })}
            getItemProps={(item) => ({
              'aria-label': intl.formatMessage({ id: 'common.page' }, { page: item }),
            })}
          />
        </Center>
      )}
    </Stack>
  );
}
