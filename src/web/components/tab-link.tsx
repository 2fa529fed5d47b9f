import { Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

type TabAnchorProps = ButtonProps & Omit<ComponentPropsWithRef<'a'>, keyof ButtonProps>;

// The router marks the tab on show with aria-current="page"; the highlight follows it.
function TabAnchor(props: TabAnchorProps) {
  return (
    <Button
      component="a"
      size="compact-md"
      variant={props['aria-current'] === 'page' ? 'light' : 'subtle'}
      {...props}
    />
  );
}

/** One tab of a detail screen, as a router link (see SectionTabs). */
export const TabLink = createLink(TabAnchor);
