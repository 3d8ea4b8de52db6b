/**
 * The one script a prerendered page asks for before its first paint (src/build/prerender.ts puts
 * it in place of the app's): it holds what the person does (src/client/app/early-input.ts), then,
 * once the page is painted, asks for the app, then the page's modules (listed, inert, in
 * `<template id="page-modules" data-app="…">`) one at a time. A phone on a slow link shows the
 * text before any of the app's 100 kB is on its way.
 */
import { holdEarlyInput } from './app/early-input.ts';

const LINKS_PER_TASK = 1;

const root = document.getElementById('root');
const modules = document.getElementById('page-modules');
if (root && modules instanceof HTMLTemplateElement) {
  window.bshEarlyInput = holdEarlyInput(root);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // The app's entry is asked for first; the other modules follow one link per task: inserting a
    // <link rel="modulepreload"> costs a phone about 10 ms, and all of them at once (up to 27) was
    // a long task of its own.
    void import(/* @vite-ignore */ modules.dataset.app!);
    const links = [...modules.content.children];
    const appendSome = () => {
      document.head.append(...links.splice(0, LINKS_PER_TASK));
      if (links.length > 0) setTimeout(appendSome, 0);
    };
    appendSome();
  };
  // Started once the text is on screen: the browser reports the first contentful paint after the
  // frame is shown, which can be 50 ms after the main thread has drawn it (a task queued from the
  // frame's callbacks could ask for the app's 80 kB while the text was still on its way to the screen).
  // Browsers without paint timing: a task queued from the frame's callbacks. In a tab opened in
  // the background, which paints nothing, after a second.
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
  setTimeout(start, 1000);
}
