import './styles.css';
import { StrictMode, startTransition, useEffect } from 'react';
import type * as React from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers.tsx';
import { AppRoutes, preloadPage } from './app/router.tsx';

/** Runs `onCommitted` after the first commit (hydration included); renders nothing of its own. */
function AfterFirstCommit({ onCommitted, children }: { onCommitted: () => void; children: React.ReactNode }) {
  useEffect(onCommitted, [onCommitted]);
  return children;
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element in index.html');

  const isPrerendered = container.firstElementChild !== null;
  if (isPrerendered) {
    // Hydration must reproduce the prerendered HTML, so the page's code is loaded first.
    await preloadPage(window.location.pathname);
  }

  // What the person did before this code ran (held by src/client/boot.ts) is replayed once hydrated.
  const earlyInput = window.bshEarlyInput;
  let replayed = false;
  const replayEarlyInput = () => {
    if (replayed) return;
    replayed = true;
    earlyInput?.replay();
  };
  const app = (
    <StrictMode>
      <AfterFirstCommit onCommitted={replayEarlyInput}>
        <Providers>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Providers>
      </AfterFirstCommit>
    </StrictMode>
  );

  if (isPrerendered) {
    // From here React listens (a press during hydration makes it hydrate at once).
    earlyInput?.stopHolding();
    // As a transition: the page is on screen already, so React yields to the browser every few
    // milliseconds instead of hydrating in one long task. A box ticked meanwhile (React takes it as
    // its starting state) is reported once hydrated (early-input.ts).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // Synchronous first render: the layout exists before the load event, so an early Tab
    // reaches the skip link; the page itself appears behind the layout's Suspense boundary.
    const root = createRoot(container);
    flushSync(() => root.render(app));
  }
}

void start();
