import { AppShell, Badge, Burger, Group, useDirection, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useLocation } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { productName } from '../product-name';
import { TextLink } from './text-link';
import { SkipLink } from './skip-link';

const mainId = 'main-content';

// The line between the navigation and the content is drawn on the main area, which grows with
// the page, rather than as the navbar's border, which is fixed to one screen's height and stops
// there on a long page. Mantine's offset is 0 where the navbar is not beside the content, and
// so is the line's width then. The navigation is on the left, or on the right in a language
// written right to left, and the line beside it.
const mainStyle = (dir: 'ltr' | 'rtl') => ({
  outline: 'none',
  backgroundImage: 'linear-gradient(var(--app-shell-border-color), var(--app-shell-border-color))',
  backgroundSize: 'min(1px, var(--app-shell-navbar-offset, 0rem)) 100%',
  backgroundPosition: `${dir === 'rtl' ? 'right' : 'left'} var(--app-shell-navbar-offset, 0rem) top 0`,
  backgroundRepeat: 'no-repeat',
});
const navbarId = 'area-navigation';

interface AreaShellProps {
  /**
   * Who the area is for, in the reader's words ("Business"), shown beside the product name and
   * naming the navigation landmark.
   */
  area: string;
  /** The area's NavItemLinks. */
  navigation: ReactNode;
  /** Shown at the end of the header, such as the business switcher. */
  headerEnd?: ReactNode;
  /**
   * Named at the start of the header in place of the product, linking to the area's home: the
   * client area shows the business its clients book with (its logo and name).
   */
  brand?: { mark: ReactNode; home: '/client-access' };
  children: ReactNode;
}

/** The frame of an area: header, navigation (behind a burger on a phone) and the main content. */
export function AreaShell({ area, navigation, headerEnd, brand, children }: AreaShellProps) {
  const intl = useIntl();
  const { dir } = useDirection();
  const pathname = useLocation({ select: (location) => location.pathname });
  // The phone menu is open only on the page where it was opened, so following one of its links
  // closes it without an effect that watches the location.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const opened = openedOn === pathname;
  // Below the breakpoint a closed navbar is only moved off screen; inert keeps the keyboard out.
  const { breakpoints } = useMantineTheme();
  const isWide = useMediaQuery(`(min-width: ${breakpoints.sm})`, undefined, {
    getInitialValueInEffect: false,
  });

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <AppShell.Header>
        <SkipLink targetId={mainId} />
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          <Burger
            opened={opened}
            onClick={() => setOpenedOn(opened ? null : pathname)}
            hiddenFrom="sm"
            size="sm"
            aria-label={intl.formatMessage({ id: 'common.navigation' })}
            aria-expanded={opened}
            aria-controls={navbarId}
          />
          <TextLink
            to={brand?.home ?? '/'}
            c="var(--mantine-color-text)"
            fw={700}
            fz={{ base: 'md', sm: 'lg' }}
            underline="never"
            style={{ whiteSpace: 'nowrap' }}
            miw={0}
          >
            {brand?.mark ?? productName}
          </TextLink>
          <Badge variant="light" visibleFrom="xs">
            {area}
          </Badge>
          <Group ms="auto" gap="sm" wrap="nowrap" miw={0}>
            {headerEnd}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        id={navbarId}
        aria-label={intl.formatMessage({ id: 'common.areaNavigation' }, { area })}
        p="sm"
        inert={!isWide && !opened}
        withBorder={!isWide}
      >
        {navigation}
      </AppShell.Navbar>
      <AppShell.Main id={mainId} tabIndex={-1} style={mainStyle(dir)}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
