import { Anchor, type AnchorProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

type AnchorElementProps = AnchorProps & Omit<ComponentPropsWithRef<'a'>, keyof AnchorProps>;

function TextAnchor(props: AnchorElementProps) {
  return <Anchor {...props} />;
}

/** A Mantine text link that is a router link: typed `to`, preload on intent, `aria-current`. */
export const TextLink = createLink(TextAnchor);

function BackAnchor(props: AnchorElementProps) {
  return <Anchor size="sm" {...props} />;
}

/** The way from a detail screen back to its list, above the screen's heading; `to` is typed. */
export const BackLink = createLink(BackAnchor);
