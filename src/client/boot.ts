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
  // The frame's callbacks run just before its paint, a task queued there after it (or after a
  // second in a tab opened in the background, which paints no frames).
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1000);
}
