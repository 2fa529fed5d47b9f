import { createRouter } from '@tanstack/react-router';
import { ErrorPanel } from './components/error-panel';
import { NotFoundPanel } from './components/not-found-panel';
import { PendingPanel } from './components/pending-panel';
import type { RouterContext } from './router-context';
import { routeTree } from './route-tree.gen';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    // SPEC.md section 9 and DESIGN.md section 7: each value is set here even where it is the
    // library default, so what the product promises is visible in one place.
    defaultPreload: 'intent',
    defaultPreloadDelay: 50,
    defaultPreloadStaleTime: 30_000,
    scrollRestoration: true,
    defaultPendingMs: 1000,
    defaultPendingMinMs: 500,
    defaultPendingComponent: PendingPanel,
    // SPEC.md section 2: the generic 'Not Found' page and 'Something went wrong!' panel.
    defaultNotFoundComponent: NotFoundPanel,
    defaultErrorComponent: ErrorPanel,
    // SPEC.md section 2 writes most screens with a trailing slash; both spellings must work and
    // stay as the user typed them.
    trailingSlash: 'preserve',
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
