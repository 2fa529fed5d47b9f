import { Button, CopyButton, type ButtonProps } from '@mantine/core';

interface CopyLinkButtonProps extends Omit<ButtonProps, 'children'> {
  value: string;
  /** What the button copies, as it reads before copying. */
  label?: string;
}

/**
 * Copies a link (or a snippet) to the clipboard and says so on the button for a moment, in a
 * teal dark enough for its white text (4.5:1).
 */
export function CopyLinkButton({ value, label = 'Copy link', ...props }: CopyLinkButtonProps) {
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
          {copied ? 'Copied' : label}
        </Button>
      )}
    </CopyButton>
  );
}
