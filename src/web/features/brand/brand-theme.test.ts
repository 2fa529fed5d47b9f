import { describe, expect, it } from 'vitest';
import { brandThemeOverride, brandVariables, darker } from './brand-theme';

describe('brand theme', () => {
  it('darkens for the hover shade', () => {
    expect(darker('#ffffff', 0.5)).toBe('#808080');
    expect(darker('#1864ab', 0)).toBe('#1864ab');
  });

  it('makes the primary colour the business’s in every variable buttons and links read', () => {
    const variables = brandVariables('#1864ab') as Record<string, string>;
    expect(variables['--mantine-primary-color-filled']).toBe('#1864ab');
    expect(variables['--mantine-primary-color-filled-hover']).toBe(darker('#1864ab', 0.12));
    expect(variables['--mantine-primary-color-light']).toBe('#1864ab1a');
    expect(variables['--mantine-color-anchor']).toBe('#1864ab');
    expect(variables['--mantine-primary-color-9']).toBe('#1864ab');
    expect(variables['--mantine-color-brand-filled']).toBe('#1864ab');
  });

  it('names brand as the primary colour of the nested theme', () => {
    const theme = brandThemeOverride('#1864ab');
    expect(theme.primaryColor).toBe('brand');
    expect(theme.colors?.brand?.[7]).toBe('#1864ab');
  });
});
