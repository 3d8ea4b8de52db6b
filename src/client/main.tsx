import './styles.css';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers.tsx';
import { AppRoutes, preloadPage } from './app/router.tsx';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element in index.html');

  const isPrerendered = container.firstElementChild !== null;
  if (isPrerendered) {
    // Hydration must reproduce the prerendered HTML, so the page's code is loaded first.
    await preloadPage(window.location.pathname);
  }

  const app = (
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>
  );

  if (isPrerendered) {
    hydrateRoot(container, app);
  } else {
    // Synchronous first render: the layout exists before the load event, so an early Tab
    // reaches the skip link; the page itself appears behind the layout's Suspense boundary.
    const root = createRoot(container);
    flushSync(() => root.render(app));
  }
}

void start();
