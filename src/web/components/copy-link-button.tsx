import { Button, CopyButton, type ButtonProps } from '@mantine/core';
import { useIntl } from 'react-intl';

interface CopyLinkButtonProps extends Omit<ButtonProps, 'children'> {
  value: string;
  /** What the button copies, as it reads before copying; "Copy link" when not given. */
  label?: string;
}

/**
 * Copies a link (or a snippet) to the clipboard and says so on the button for a moment, in a
 * teal dark enough for its white text (4.5:1).
 */
export function CopyLinkButton({ value, label, ...props }: CopyLinkButtonProps) {
  const intl = useIntl();
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Button
          variant={copied ? 'filled' : 'light'}
          color={copied ? 'teal.9' : undefined}
          onClick={copy}
          aria-live="polite"
          {...props}
        >
          {copied
            ? intl.formatMessage({ id: 'common.copied' })
            : (label ?? intl.formatMessage({ id: 'common.copyLink' }))}
        </Button>
      )}
    </CopyButton>
  );
}
