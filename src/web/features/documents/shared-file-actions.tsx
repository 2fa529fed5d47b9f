import { Button, Group } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { clientFileUrl, type ClientFile } from '../clients/client-files';
import { notifyFailed } from '@/components/notify';

/**
 * View (a new tab) and Download for a file shared with a client, through a short-lived signed
 * link the storage service makes only for those allowed to read the file. Used by the business
 * and by the client; `children` adds the caller's own actions (Remove, for the business).
 */
export function SharedFileActions({
  file,
  children,
}: {
  file: Pick<ClientFile, 'title' | 'storage_path' | 'size'>;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const [busy, setBusy] = useState<'view' | 'download'>();
  const missing = file.size === null;

  const view = async () => {
    // Opened inside the click, before the link is made, so that no pop-up blocker stops it.
    const tab = window.open('', '_blank');
    // The file's page gets no handle back on this one.
    if (tab) tab.opener = null;
    setBusy('view');
    try {
      const url = await clientFileUrl(supabase, file, 'view');
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      notifyFailed(
        error,
        intl.formatMessage({ id: 'documents.fileNotOpened' }, { title: file.title }),
      );
    } finally {
      setBusy(undefined);
    }
  };

  const download = async () => {
    setBusy('download');
    try {
      const link = document.createElement('a');
      link.href = await clientFileUrl(supabase, file, 'download');
      link.click();
    } catch (error) {
      notifyFailed(
        error,
        intl.formatMessage({ id: 'documents.fileNotDownloaded' }, { title: file.title }),
      );
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="compact-sm"
        variant="default"
        loading={busy === 'view'}
        disabled={missing}
        aria-label={intl.formatMessage({ id: 'documents.viewFileLabel' }, { title: file.title })}
        onClick={() => void view()}
      >
        <FormattedMessage id="documents.viewFile" />
      </Button>
      <Button
        size="compact-sm"
        variant="light"
        loading={busy === 'download'}
        disabled={missing}
        aria-label={intl.formatMessage(
          { id: 'documents.downloadFileLabel' },
          { title: file.title },
        )}
        onClick={() => void download()}
      >
        <FormattedMessage id="documents.downloadFile" />
      </Button>
      {children}
    </Group>
  );
}
