import { Button, Group } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { notifyFailed } from '../../components/notify';
import { sharedFileName } from './shared-file-name';

/** The private bucket the business's files for its clients live in. */
const bucket = 'client-files';
/** Seconds a link to a file works: long enough to open it, too short to pass it around. */
const linkLifetime = 60;

/**
 * View (a new tab) and Download for a file the business shared, through a short-lived signed
 * link that the storage service checks against the client's rights when it is made.
 */
export function SharedFileActions({ path, title }: { path: string; title: string }) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const [busy, setBusy] = useState<'view' | 'download'>();

  const signedUrl = async (download?: string) => {
    const { data, error } = await supabase.storage
      .from(bucket)
      .createSignedUrl(path, linkLifetime, download === undefined ? undefined : { download });
    if (error) throw error;
    return data.signedUrl;
  };

  const view = async () => {
    // Opened before the link is made, inside the click, so that no pop-up blocker stops it.
    const tab = window.open('', '_blank');
    // The file's page gets no handle back on this one.
    if (tab) tab.opener = null;
    setBusy('view');
    try {
      const url = await signedUrl();
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      notifyFailed(error, `${title} could not be opened`);
    } finally {
      setBusy(undefined);
    }
  };

  const download = async () => {
    setBusy('download');
    try {
      const name = sharedFileName(path);
      const link = document.createElement('a');
      link.href = await signedUrl(name);
      link.download = name;
      link.click();
    } catch (error) {
      notifyFailed(error, `${title} could not be downloaded`);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Group gap="xs">
      <Button
        size="xs"
        variant="default"
        loading={busy === 'view'}
        aria-label={`View ${title} (opens a new tab)`}
        onClick={() => void view()}
      >
        View
      </Button>
      <Button
        size="xs"
        variant="default"
        loading={busy === 'download'}
        aria-label={`Download ${title}`}
        onClick={() => void download()}
      >
        Download
      </Button>
    </Group>
  );
}
