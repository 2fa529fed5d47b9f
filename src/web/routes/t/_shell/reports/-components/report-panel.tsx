import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { downloadText } from '@/features/data/csv';
import { dataErrorMessage } from '@/features/data/data-error';
import { reportCsv, reportFileName, type ReportTable } from '@/features/reports/report-csv';
import type { ReportAsk, ReportView } from '@/features/reports/report-search';
import { viewWords } from '@/features/reports/report-words';

interface ReportPanelProps<Report> {
  view: ReportView;
  ask: ReportAsk;
  current: UseQueryResult<Report>;
  /** The report as one table, for its CSV file. */
  table: (report: Report) => ReportTable;
  /** Whether the period had nothing to count: the view says `emptyText` instead. */
  isEmpty: (report: Report) => boolean;
  emptyText: string;
  children: (report: Report) => ReactNode;
}

/**
 * A report's frame: its title and CSV download, and what it shows while it is counted, when the
 * database refused it (in the reader's words, by its code), when there was nothing to count,
 * and otherwise the report. The last figures stay, dimmed, while new ones are counted.
 */
export function ReportPanel<Report>(props: ReportPanelProps<Report>) {
  const { view, ask, current, table, isEmpty, emptyText, children } = props;
  const intl = useIntl();
  const report = current.data;
  return (
    <Stack
      component="section"
      aria-labelledby="report-title"
      gap="lg"
      aria-busy={current.isFetching}
    >
      <Group justify="space-between" gap="sm">
        <Title id="report-title" order={2} fz="xl">
          {intl.formatMessage({ id: viewWords[view] })}
        </Title>
        <Button
          variant="light"
          disabled={report === undefined || current.isPlaceholderData}
          onClick={() => {
            if (report) downloadText(reportFileName(view, ask.period), reportCsv(table(report)));
          }}
        >
          {intl.formatMessage({ id: 'reports.downloadCsv' })}
        </Button>
      </Group>
      {current.isError ? (
        <Alert color="red" title={intl.formatMessage({ id: 'reports.failed' })}>
          {dataErrorMessage(current.error)}
        </Alert>
      ) : report === undefined ? (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{intl.formatMessage({ id: 'reports.counting' })}</Text>
        </Group>
      ) : isEmpty(report) ? (
        <Text>{emptyText}</Text>
      ) : (
        <Stack gap="xl" style={{ opacity: current.isPlaceholderData ? 0.6 : 1 }}>
          {children(report)}
        </Stack>
      )}
    </Stack>
  );
}
