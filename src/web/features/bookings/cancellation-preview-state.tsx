import { Alert, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { dataErrorMessage } from '../data/data-error';

/**
 * What a cancel dialog shows until cancellation_preview answers: a loader named for what is being
 * checked, or why the check failed (cancelling stays disabled either way).
 */
export function CancellationPreviewState({
  preview,
  checking,
}: {
  preview: Pick<UseQueryResult, 'isPending' | 'error'>;
  checking: string;
}) {
  return (
    <>
      {preview.isPending && <Loader size="sm" aria-label={checking} />}
      {preview.error && (
        <Alert color="red" role="alert">
          {dataErrorMessage(preview.error)}
        </Alert>
      )}
    </>
  );
}
