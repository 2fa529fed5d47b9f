import { Alert, Button, FileButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        <FormattedMessage id="clients.importCsv" />
      </Button>
      <Modal
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'clients.close' }) }}
        opened={opened}
        onClose={() => setOpened(false)}
        title={intl.formatMessage({ id: 'clients.importTitle' })}
        size="xl"
      >
        {opened && <ImportClients onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

function ImportClients({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
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
    setRead(chosen ? readImportFile(await chosen.text(), intl) : undefined);
  };

  const valid = read ? rowsToImport(read) : [];
  const start = async () => {
    if (!read) return;
    setBusy(true);
    setError(undefined);
    try {
      const outcomes = await importClients(supabase, tenant.id, valid);
      const lines = importReport(read, outcomes, intl);
      setReport(lines);
      await refreshClients(queryClient, tenant.id);
      const created = lines.filter((line) => line.outcome === 'created').length;
      notifySaved(
        intl.formatMessage({ id: 'clients.imported' }, { created, count: lines.length }),
        created > 0 ? 'teal' : 'yellow',
      );
    } catch (refused) {
      const message = dataErrorMessage(refused as Error);
      setError(message);
      notifyFailed(message, intl.formatMessage({ id: 'clients.nothingImported' }));
    } finally {
      setBusy(false);
    }
  };

  if (report) {
    const created = report.filter((line) => line.outcome === 'created').length;
    return (
      <Stack>
        <Text role="status">
          <FormattedMessage
            id="clients.importOutcome"
            values={{ created, skipped: report.length - created }}
          />
        </Text>
        <ImportReportTable lines={report} />
        <Group justify="flex-end">
          <Button onClick={onDone}>
            <FormattedMessage id="clients.done" />
          </Button>
        </Group>
      </Stack>
    );
  }

  const invalid = read ? read.rows.length - valid.length : 0;
  return (
    <Stack>
      <Text size="sm">
        <FormattedMessage id="clients.importIntro" values={{ help: importColumnsHelp(intl) }} />
      </Text>
      <Group gap="sm">
        <FileButton onChange={(chosen) => void choose(chosen)} accept=".csv,text/csv">
          {(props) => (
            <Button variant="default" {...props}>
              {file
                ? intl.formatMessage({ id: 'clients.chooseAnotherFile' })
                : intl.formatMessage({ id: 'clients.chooseCsvFile' })}
            </Button>
          )}
        </FileButton>
        <Text size="sm" aria-live="polite">
          {file ? file.name : intl.formatMessage({ id: 'clients.noFileChosen' })}
        </Text>
      </Group>
      {error && (
        <Alert
          color="red"
          role="alert"
          title={intl.formatMessage({ id: 'clients.nothingImported' })}
        >
          {error}
        </Alert>
      )}
      {read?.fileProblems.map((problem) => (
        <Alert
          key={problem}
          color="red"
          role="alert"
          title={intl.formatMessage({ id: 'clients.fileNotImportable' })}
        >
          {problem}
        </Alert>
      ))}
      {read && read.fileProblems.length === 0 && (
        <>
          <Text role="status">
            {invalid > 0 ? (
              <FormattedMessage
                id="clients.rowsReadyWithProblems"
                values={{ count: valid.length, invalid }}
              />
            ) : (
              <FormattedMessage id="clients.rowsReady" values={{ count: valid.length }} />
            )}
          </Text>
          <ImportPreviewTable rows={read.rows} />
        </>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          <FormattedMessage id="clients.cancel" />
        </Button>
        <Button
          onClick={() => void start()}
          loading={busy}
          disabled={!read || read.fileProblems.length > 0 || valid.length === 0}
        >
          <FormattedMessage id="clients.importClients" values={{ count: valid.length }} />
        </Button>
      </Group>
    </Stack>
  );
}
