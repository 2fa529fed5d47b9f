/** The id of the element that carries the SPA's settings inside index.html. */
export const configElementId = 'app-config';

/**
 * index.html with the SPA's settings written into it, so the app starts without first asking
 * /config.json: one round trip less before the first screen. `<` is escaped so that no value can
 * close the script element.
 */
export function pageWithConfig(html: string, config: object): string {
  const json = JSON.stringify(config).replaceAll('<', '\\u003c');
  const element = `<script id="${configElementId}" type="application/json">${json}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${element}</head>`) : html + element;
}
