import './styles.css';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { createAppRouter, createAppRoutes, preloadMatchedRoutes, suspendMatchedRoutes } from './app/router.tsx';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element in index.html');

  const routes = createAppRoutes();
  const isPrerendered = container.firstElementChild !== null;
  if (isPrerendered) {
    // Hydration must reproduce the prerendered HTML, so the page's code is loaded first.
    await preloadMatchedRoutes(routes, window.location.pathname);
  } else {
    suspendMatchedRoutes(routes, window.location.pathname);
  }
  const router = createAppRouter(routes);

  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );

  if (isPrerendered) {
    hydrateRoot(container, app);
  } else {
    // Synchronous first render: the layout exists before the load event, so an early Tab
    // reaches the skip link.
    const root = createRoot(container);
    flushSync(() => root.render(app));
  }
}

void start();
