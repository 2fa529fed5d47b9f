// The booking page's first screen styles, written into the page (one round trip less on a slow
// phone network than a stylesheet of its own). Everything hangs under `.bp`, so when the SPA takes
// over the page (it replaces #root) none of it applies to the SPA. The look follows the SPA's
// Mantine theme: its font stack, greys, radius and spacing, and the business's accent colour
// (already AA on white, shared/brand/accent-colour.ts). No rule names a left or a right (flex,
// symmetric spacing), so an Arabic page (dir="rtl") is laid out as a mirror image.
export const bookingPageStyle = `
:root:has(.bp) body { margin: 0; }
.bp { --border: #dee2e6; --dim: #495057; color: #212529; background: #fff; line-height: 1.55;
  font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif,
  "Apple Color Emoji", "Segoe UI Emoji"; font-size: 16px; min-height: 100vh; }
.bp a { color: var(--accent); }
.bp :focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
.bp-header { display: flex; align-items: center; justify-content: space-between; gap: 12px;
  height: 60px; padding: 0 16px; border-bottom: 1px solid var(--border); }
.bp-mark { display: flex; align-items: center; gap: 10px; min-width: 0; font-weight: 700;
  font-size: 18px; text-decoration: none; }
.bp .bp-mark { color: inherit; }
.bp-mark span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.bp-mark img { height: 32px; width: auto; max-width: 96px; object-fit: contain; }
.bp-signin { font-weight: 600; }
.bp-main { max-width: 880px; padding: 16px; }
.bp h1 { font-size: 28px; line-height: 1.3; margin: 8px 0; font-weight: 650; }
.bp h2 { font-size: 22px; margin: 32px 0 12px; font-weight: 650; }
.bp h3 { font-size: 18px; margin: 0 0 4px; font-weight: 650; }
.bp p { margin: 0 0 8px; }
.bp-dim { color: var(--dim); font-size: 14px; }
.bp-card { border: 1px solid var(--border); border-radius: 8px; padding: 16px; margin-bottom: 16px; }
.bp-card p { font-size: 14px; }
.bp-private { display: flex; flex-wrap: wrap; align-items: flex-end; justify-content: space-between;
  gap: 16px; }
.bp-private > div { flex: 1 1 16rem; }
.bp .bp-button { display: inline-block; padding: 0 18px; line-height: 36px; border-radius: 8px;
  background: var(--accent); color: #fff; font-weight: 600; font-size: 14px; text-decoration: none; }
.bp-sessions { list-style: none; margin: 12px 0 0; padding: 0; display: grid; gap: 8px; }
.bp .bp-session { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 4px 16px;
  padding: 10px 12px; border: 1px solid var(--border); border-radius: 8px; color: inherit;
  text-decoration: none; }
.bp-session:hover { border-color: var(--accent); }
.bp-session > span:first-child > * { display: block; }
.bp-session > span:last-child { font-size: 14px; align-self: center; }
.bp-full { font-weight: 600; }
.bp details { margin-top: 8px; }
.bp summary { cursor: pointer; color: var(--accent); font-weight: 600; font-size: 14px;
  padding: 6px 0; }
`;
