import { NavLink, type NavLinkProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

type NavAnchorProps = NavLinkProps & Omit<ComponentPropsWithRef<'a'>, keyof NavLinkProps>;

// The router marks the link of the screen on show with aria-current="page"; the highlight follows it.
function NavAnchor(props: NavAnchorProps) {
  return <NavLink component="a" active={props['aria-current'] === 'page'} {...props} />;
}

/** An entry of an area's navigation, as a router link. */
export const NavItemLink = createLink(NavAnchor);
