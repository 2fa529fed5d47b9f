import { Alert, Button, FileButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { notifyFailed, notifySaved } from '@/components/notify';
import {
  importColumnsHelp,
  importReport,
  readImportFile,
  rowsToImport,
  type ImportFile,
  type ReportLine,
} from '@/features/clients/client-import';
import { importClients, refreshClients } from '@/features/clients/mutations';
import { dataErrorMessage } from '@/features/data/data-error';
import { useMembership } from '@/features/tenancy/use-tenant';
import { ImportPreviewTable, ImportReportTable } from './import-tables';

/** "Import CSV": choose a file, see each row checked, import the valid ones, read the report. */
export function ImportClientsButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        Import CSV
      </Button>
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={opened}
        onClose={() => setOpened(false)}
        title="Import clients from a CSV file"
        size="xl"
      >
        {opened && <ImportClients onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

function ImportClients({ onDone }: { onDone: () => void }) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [read, setRead] = useState<ImportFile>();
  const [report, setReport] = useState<ReportLine[]>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setReport(undefined);
    setError(undefined);
    setRead(chosen ? readImportFile(await chosen.text()) : undefined);
  };

  const valid = read ? rowsToImport(read) : [];
  const start = async () => {
    if (!read) return;
    setBusy(true);
    setError(undefined);
    try {
      const outcomes = await importClients(supabase, tenant.id, valid);
      const lines = importReport(read, outcomes);
      setReport(lines);
      await refreshClients(queryClient, tenant.id);
      const created = lines.filter((line) => line.outcome === 'created').length;
      notifySaved(
        `Imported ${created} of ${lines.length} row${lines.length === 1 ? '' : 's'}.`,
        created > 0 ? 'teal' : 'yellow',
      );
    } catch (refused) {
      const message = dataErrorMessage(refused as Error);
      setError(message);
      notifyFailed(message, 'Nothing was imported');
    } finally {
      setBusy(false);
    }
  };

  if (report) {
    const created = report.filter((line) => line.outcome === 'created').length;
    return (
      <Stack>
        <Text role="status">
          {created} client{created === 1 ? '' : 's'} added, {report.length - created} skipped.
        </Text>
        <ImportReportTable lines={report} />
        <Group justify="flex-end">
          <Button onClick={onDone}>Done</Button>
        </Group>
      </Stack>
    );
  }

  const invalid = read ? read.rows.length - valid.length : 0;
  return (
    <Stack>
      <Text size="sm">
        {importColumnsHelp} Clients whose email is already in the business are reported, not added
        twice.
      </Text>
      <Group gap="sm">
        <FileButton onChange={(chosen) => void choose(chosen)} accept=".csv,text/csv">
          {(props) => (
            <Button variant="default" {...props}>
              {file ? 'Choose another file' : 'Choose a CSV file'}
            </Button>
          )}
        </FileButton>
        <Text size="sm" aria-live="polite">
          {file ? file.name : 'No file chosen'}
        </Text>
      </Group>
      {error && (
        <Alert color="red" role="alert" title="Nothing was imported">
          {error}
        </Alert>
      )}
      {read?.fileProblems.map((problem) => (
        <Alert key={problem} color="red" role="alert" title="This file cannot be imported">
          {problem}
        </Alert>
      ))}
      {read && read.fileProblems.length === 0 && (
        <>
          <Text role="status">
            {valid.length} row{valid.length === 1 ? '' : 's'} ready to import
            {invalid > 0 ? `, ${invalid} with problems that will be skipped` : ''}.
          </Text>
          <ImportPreviewTable rows={read.rows} />
        </>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button
          onClick={() => void start()}
          loading={busy}
          disabled={!read || read.fileProblems.length > 0 || valid.length === 0}
        >
          Import {valid.length} client{valid.length === 1 ? '' : 's'}
        </Button>
      </Group>
    </Stack>
  );
}
