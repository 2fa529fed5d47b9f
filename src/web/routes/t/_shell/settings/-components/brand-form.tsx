import {
  Alert,
  Button,
  ColorInput,
  FileButton,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { checkAccentColour } from '@shared/brand/accent-colour.ts';
import { notifyFailed, notifySaved } from '@/components/notify';
import { SectionHeader } from '@/components/section-header';
import { BrandThemeProvider } from '@/features/brand/brand-theme-provider';
import { logoTypes } from '@/features/brand/logo-file';
import {
  removeBusinessLogo,
  saveBusinessBrand,
  uploadBusinessLogo,
} from '@/features/brand/mutations';
import { brandKeys, businessBrandQuery, logoUrl } from '@/features/brand/queries';
import { useMembership } from '@/features/tenancy/use-tenant';

const swatches = [
  '#1864ab',
  '#5f3dc4',
  '#a61e4d',
  '#c92a2a',
  '#2b8a3e',
  '#087f5b',
  '#0b7285',
  '#212529',
];

/** The logo, accent colour and short description clients see: owners only. */
export function BrandForm() {
  const intl = useIntl();
  const { formatMessage } = intl;
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const { tenant } = useMembership();
  const { data: brand } = useSuspenseQuery(businessBrandQuery(supabase, tenant.slug));
  const [uploading, setUploading] = useState(false);
  const form = useForm({
    initialValues: {
      colour: brand?.brand_colour ?? '',
      description: brand?.brand_description ?? '',
    },
    validate: {
      colour: (value) => {
        if (value.trim() === '') return null;
        const check = checkAccentColour(value, intl);
        return check.kind === 'refused' ? check.message : null;
      },
      description: (value) =>
        value.trim().length > 280 ? formatMessage({ id: 'settings.descriptionTooLong' }) : null,
    },
  });
  const colourCheck =
    form.values.colour.trim() === '' ? null : checkAccentColour(form.values.colour, intl);
  const shownColour =
    colourCheck !== null && colourCheck.kind !== 'refused' ? colourCheck.colour : null;
  const logo = brand?.brand_logo ?? null;

  const refresh = () => queryClient.invalidateQueries({ queryKey: brandKeys.all });

  const submit = form.onSubmit(async (values) => {
    try {
      // An adjusted colour is saved as adjusted: the form already says which shade it became.
      const check = values.colour.trim() === '' ? null : checkAccentColour(values.colour, intl);
      const colour = check !== null && check.kind !== 'refused' ? check.colour : null;
      await saveBusinessBrand(
        supabase,
        tenant.id,
        { description: values.description, colour },
        intl,
      );
      await refresh();
      if (colour !== null) form.setFieldValue('colour', colour);
      form.resetDirty();
      notifySaved(formatMessage({ id: 'settings.brandSaved' }));
    } catch (error) {
      notifyFailed(error, formatMessage({ id: 'settings.brandNotSaved' }));
    }
  });

  const upload = async (file: File | null) => {
    if (file === null) return;
    setUploading(true);
    try {
      await uploadBusinessLogo(supabase, tenant.id, file, logo, intl);
      await refresh();
      notifySaved(formatMessage({ id: 'settings.logoSaved' }));
    } catch (error) {
      notifyFailed(error, formatMessage({ id: 'settings.logoNotSaved' }));
    } finally {
      setUploading(false);
    }
  };

  const remove = async () => {
    if (logo === null) return;
    try {
      await removeBusinessLogo(supabase, tenant.id, logo, intl);
      await refresh();
      notifySaved(formatMessage({ id: 'settings.logoRemoved' }));
    } catch (error) {
      notifyFailed(error, formatMessage({ id: 'settings.logoNotRemoved' }));
    }
  };

  return (
    <Stack>
      <SectionHeader title={formatMessage({ id: 'settings.brandTitle' })}>
        <FormattedMessage id="settings.brandIntro" />
      </SectionHeader>
      <Stack gap="xs">
        <Text fw={500} size="sm" id="logo-label">
          <FormattedMessage id="settings.logo" />
        </Text>
        <Group gap="md" align="center">
          {logo === null ? (
            <Text size="sm" c="dimmed">
              <FormattedMessage id="settings.noLogo" />
            </Text>
          ) : (
            <Paper withBorder p="xs">
              <Image
                src={logoUrl(supabase, logo)}
                alt={formatMessage({ id: 'settings.logoAlt' })}
                h={56}
                w="auto"
                fit="contain"
              />
            </Paper>
          )}
          <FileButton onChange={(file) => void upload(file)} accept={logoTypes.join(',')}>
            {(props) => (
              <Button {...props} variant="light" loading={uploading} aria-describedby="logo-rules">
                {logo === null
                  ? formatMessage({ id: 'settings.uploadLogo' })
                  : formatMessage({ id: 'settings.replaceLogo' })}
              </Button>
            )}
          </FileButton>
          {logo === null ? null : (
            <Button variant="subtle" color="red.9" onClick={() => void remove()}>
              <FormattedMessage id="settings.removeLogo" />
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed" id="logo-rules">
          <FormattedMessage id="settings.logoRules" />
        </Text>
      </Stack>
      <form noValidate aria-label={formatMessage({ id: 'settings.brandTitle' })} onSubmit={submit}>
        <Stack>
          <ColorInput
            label={formatMessage({ id: 'settings.accentColour' })}
            description={formatMessage({ id: 'settings.accentColourHint' })}
            placeholder={formatMessage({ id: 'settings.accentColourPlaceholder' })}
            format="hex"
            swatches={swatches}
            swatchesPerRow={8}
            // Swatches and the typed code only: Mantine's picker has sliders without names,
            // which a screen reader cannot tell apart; a brand's colour is usually known by
            // its code anyway.
            withPicker={false}
            eyeDropperButtonProps={{ 'aria-label': formatMessage({ id: 'settings.pickColour' }) }}
            {...form.getInputProps('colour')}
          />
          {colourCheck?.kind === 'adjusted' ? (
            <Alert
              color="blue"
              variant="light"
              title={formatMessage({ id: 'settings.colourDarkenedTitle' })}
            >
              {colourCheck.message}
            </Alert>
          ) : null}
          <Textarea
            label={formatMessage({ id: 'settings.shortDescription' })}
            description={formatMessage(
              { id: 'settings.shortDescriptionHint' },
              { left: 280 - form.values.description.trim().length },
            )}
            autosize
            minRows={2}
            maxLength={300}
            {...form.getInputProps('description')}
          />
          <Paper withBorder p="md">
            <Text size="sm" fw={500} mb="xs">
              <FormattedMessage id="settings.preview" />
            </Text>
            <BrandThemeProvider colour={shownColour}>
              <Group>
                <Button tabIndex={-1} aria-hidden>
                  <FormattedMessage id="settings.previewButton" />
                </Button>
                <Text c="var(--mantine-color-anchor)" fw={500} aria-hidden>
                  <FormattedMessage id="settings.previewLink" />
                </Text>
              </Group>
            </BrandThemeProvider>
          </Paper>
          <Group>
            <Button type="submit" loading={form.submitting}>
              <FormattedMessage id="settings.saveBrand" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
