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
        const check = checkAccentColour(value);
        return check.kind === 'refused' ? check.message : null;
      },
      description: (value) =>
        value.trim().length > 280 ? 'Keep the description to 280 characters.' : null,
    },
  });
  const colourCheck =
    form.values.colour.trim() === '' ? null : checkAccentColour(form.values.colour);
  const shownColour =
    colourCheck !== null && colourCheck.kind !== 'refused' ? colourCheck.colour : null;
  const logo = brand?.brand_logo ?? null;

  const refresh = () => queryClient.invalidateQueries({ queryKey: brandKeys.all });

  const submit = form.onSubmit(async (values) => {
    try {
      // An adjusted colour is saved as adjusted: the form already says which shade it became.
      const check = values.colour.trim() === '' ? null : checkAccentColour(values.colour);
      const colour = check !== null && check.kind !== 'refused' ? check.colour : null;
      await saveBusinessBrand(supabase, tenant.id, { description: values.description, colour });
      await refresh();
      if (colour !== null) form.setFieldValue('colour', colour);
      form.resetDirty();
      notifySaved('The brand is saved. Your booking page and client area show it now.');
    } catch (error) {
      notifyFailed(error, 'The brand was not saved');
    }
  });

  const upload = async (file: File | null) => {
    if (file === null) return;
    setUploading(true);
    try {
      await uploadBusinessLogo(supabase, tenant.id, file, logo);
      await refresh();
      notifySaved('The logo is saved.');
    } catch (error) {
      notifyFailed(error, 'The logo was not saved');
    } finally {
      setUploading(false);
    }
  };

  const remove = async () => {
    if (logo === null) return;
    try {
      await removeBusinessLogo(supabase, tenant.id, logo);
      await refresh();
      notifySaved('The logo is removed.');
    } catch (error) {
      notifyFailed(error, 'The logo was not removed');
    }
  };

  return (
    <Stack>
      <SectionHeader title="Brand">
        Your logo, colour and a short description, on your booking page, in your clients’ area and
        in link previews.
      </SectionHeader>
      <Stack gap="xs">
        <Text fw={500} size="sm" id="logo-label">
          Logo
        </Text>
        <Group gap="md" align="center">
          {logo === null ? (
            <Text size="sm" c="dimmed">
              No logo yet: your business’s name is shown on its own.
            </Text>
          ) : (
            <Paper withBorder p="xs">
              <Image src={logoUrl(supabase, logo)} alt="Your logo" h={56} w="auto" fit="contain" />
            </Paper>
          )}
          <FileButton onChange={(file) => void upload(file)} accept={logoTypes.join(',')}>
            {(props) => (
              <Button {...props} variant="light" loading={uploading} aria-describedby="logo-rules">
                {logo === null ? 'Upload a logo' : 'Replace the logo'}
              </Button>
            )}
          </FileButton>
          {logo === null ? null : (
            <Button variant="subtle" color="red.9" onClick={() => void remove()}>
              Remove the logo
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed" id="logo-rules">
          PNG, JPEG, WebP or GIF, at most 1 MB. A wide logo on a transparent background looks best.
        </Text>
      </Stack>
      <form noValidate aria-label="Brand" onSubmit={submit}>
        <Stack>
          <ColorInput
            label="Accent colour"
            description="For buttons and links. It must be dark enough for white text on it to be readable (WCAG AA, 4.5:1)."
            placeholder="The product’s own blue"
            format="hex"
            swatches={swatches}
            swatchesPerRow={8}
            // Swatches and the typed code only: Mantine's picker has sliders without names,
            // which a screen reader cannot tell apart; a brand's colour is usually known by
            // its code anyway.
            withPicker={false}
            eyeDropperButtonProps={{ 'aria-label': 'Pick the colour from the screen' }}
            {...form.getInputProps('colour')}
          />
          {colourCheck?.kind === 'adjusted' ? (
            <Alert color="blue" variant="light" title="Darkened to be readable">
              {colourCheck.message}
            </Alert>
          ) : null}
          <Textarea
            label="Short description"
            description={`What clients read under your name, in link previews too. ${280 - form.values.description.trim().length} characters left.`}
            autosize
            minRows={2}
            maxLength={300}
            {...form.getInputProps('description')}
          />
          <Paper withBorder p="md">
            <Text size="sm" fw={500} mb="xs">
              Preview
            </Text>
            <BrandThemeProvider colour={shownColour}>
              <Group>
                <Button tabIndex={-1} aria-hidden>
                  Book a class
                </Button>
                <Text c="var(--mantine-color-anchor)" fw={500} aria-hidden>
                  A link
                </Text>
              </Group>
            </BrandThemeProvider>
          </Paper>
          <Group>
            <Button type="submit" loading={form.submitting}>
              Save brand
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
