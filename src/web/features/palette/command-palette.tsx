import '@mantine/spotlight/styles.css';
import { Button, Kbd, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useEffect, useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { dataErrorMessage } from '../data/data-error';
import { useMembership } from '../tenancy/use-tenant';
import { foundEntries, matchingJumps, type PaletteEntry } from './palette-actions';
import { paletteSearchQuery } from './queries';

const [paletteStore, palette] = createSpotlight();
const listId = 'command-palette-list';
// Mantine fades descriptions (to 0.7 on the selected entry), below the 4.5:1 contrast WCAG AA
// asks for; the dimmed colour of the theme is already light enough.
const fullOpacity = { '--action-description-opacity': 1 } as CSSProperties;

/** Opens the palette from anywhere in the tenant area, such as a quick action. */
export const openPalette = palette.open;

/**
 * Mantine marks the chosen entry on the DOM when the query changes, before the database has
 * answered; once results arrive the first entry is marked again, so Enter takes the best match.
 */
function selectFirstEntry() {
  const list = document.getElementById(listId);
  list
    ?.querySelectorAll('[data-selected]')
    .forEach((node) => node.removeAttribute('data-selected'));
  list?.querySelector('[data-action]')?.setAttribute('data-selected', 'true');
  paletteStore.updateState((state) => ({ ...state, selected: 0 }));
}

/** Ctrl/Cmd-K: the clients, bookings, services and staff of the business, and every screen. */
export function CommandPalette() {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 200);
  const found = useQuery(paletteSearchQuery(supabase, tenant.id, debounced));
  const entries: PaletteEntry[] = [
    ...(found.data && debounced.trim() ? foundEntries(found.data, tenant.time_zone, intl) : []),
    ...matchingJumps(query, intl),
  ];
  const entryKey = entries.map((entry) => entry.id).join();
  useEffect(() => {
    selectFirstEntry();
  }, [entryKey]);

  const groups = [...new Set(entries.map((entry) => entry.group))];
  const searching = query.trim() !== '' && (query !== debounced || found.isFetching);
  return (
    <Spotlight.Root
      store={paletteStore}
      query={query}
      onQueryChange={setQuery}
      shortcut={['mod + K']}
      scrollable
      maxHeight={480}
      // The palette has no visible title; the dialog is named for screen readers here.
      attributes={{ content: { 'aria-label': intl.formatMessage({ id: 'common.paletteLabel' }) } }}
    >
      <Spotlight.Search
        placeholder={intl.formatMessage({ id: 'common.palettePlaceholder' })}
        aria-label={intl.formatMessage({ id: 'common.paletteSearchLabel' })}
        rightSection={
          searching ? (
            <Loader size="xs" aria-label={intl.formatMessage({ id: 'common.searching' })} />
          ) : undefined
        }
      />
      <Spotlight.ActionsList
        id={listId}
        aria-label={intl.formatMessage({ id: 'common.paletteResults' })}
      >
        {found.isError && (
          <Text c="red" size="sm" p="sm" role="alert">
            {dataErrorMessage(found.error)}
          </Text>
        )}
        {groups.map((group) => (
          <Spotlight.ActionsGroup key={group} label={group}>
            {entries
              .filter((entry) => entry.group === group)
              .map((entry) => (
                <Spotlight.Action
                  key={entry.id}
                  label={entry.label}
                  description={entry.description}
                  onClick={() => void navigate(entry.target)}
                  style={fullOpacity}
                />
              ))}
          </Spotlight.ActionsGroup>
        ))}
        {entries.length === 0 && !searching && (
          <Spotlight.Empty>
            {intl.formatMessage({ id: 'common.paletteNothingFound' })}
          </Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}

/** The palette for touch and for people who do not know the shortcut. */
export function PaletteButton() {
  const intl = useIntl();
  return (
    <Button
      variant="default"
      size="sm"
      onClick={openPalette}
      aria-keyshortcuts="Control+K Meta+K"
      px="sm"
      style={{ flexShrink: 0 }}
    >
      <Text span size="sm">
        {intl.formatMessage({ id: 'common.paletteButton' })}
      </Text>
      <Kbd size="xs" ms="xs" visibleFrom="sm">
        {intl.formatMessage({ id: 'common.paletteKeys' })}
      </Kbd>
    </Button>
  );
}
