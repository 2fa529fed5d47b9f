import { Alert, Loader, Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { dataErrorMessage } from '../data/data-error';
import { documentTextQuery } from './queries';

/**
 * The text of a document version, as written (paragraphs kept), in a box that scrolls on its
 * own. It can take the keyboard focus, so that a long text scrolls with the arrow keys too.
 */
export function DocumentText({
  tenantId,
  templateId,
  version,
  title,
}: {
  tenantId: string;
  templateId: string;
  version: number;
  title: string;
}) {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const text = useQuery(documentTextQuery(supabase, tenantId, templateId, version));
  if (text.isPending) {
    return (
      <Loader
        size="sm"
        aria-label={intl.formatMessage({ id: 'documents.loadingText' }, { title })}
      />
    );
  }
  if (text.isError) {
    return (
      <Alert color="red" role="alert">
        {dataErrorMessage(text.error)}
      </Alert>
    );
  }
  return (
    <Paper
      withBorder
      p="sm"
      mah={320}
      bg="var(--mantine-color-gray-0)"
      style={{ overflowY: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label={intl.formatMessage({ id: 'documents.textLabel' }, { title, version })}
    >
      {/* The business's own words: in their own direction, whatever the screen's. */}
      <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
        {text.data}
      </Text>
    </Paper>
  );
}
