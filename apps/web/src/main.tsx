import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { App } from './app/app';
import { createAppRouter } from './app/browser-router';
import { readPageState } from './app/page-state';
import { queryClient } from './app/query-client';
// The design's typeface, self-hosted: each script's file loads only when a page uses its letters.
import '@fontsource-variable/inter/wght.css';
import './styles.css';

const container = document.getElementById('root')!;
// A public page comes rendered by the server with its data: the app takes it over in place.
const state = readPageState();
if (state) hydrate(queryClient, state.queries);
const app = (
  <StrictMode>
    <App router={await createAppRouter(state?.router)} />
  </StrictMode>
);
if (state) {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page. It starts at once all the same: the root listens from this
  // call, and a click before it is done makes React finish hydrating first, then answer the click.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else createRoot(container).render(app);
