// First: zod's settings must be in place before any module builds a schema.
import './zod-jitless';
import { showStartupFailure } from './startup/startup-spinner';

/** Lets the browser paint and answer input between two pieces of start-up work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app's libraries are evaluated one at a time, each in a task of its own: evaluated together (React DOM,
 * the router, TanStack Query, the app) they held the main thread for one long task while a server-rendered
 * page was already on screen and being tapped. (antd is not among them: it loads with the pages built with it.)
 */
async function start(): Promise<void> {
  await import('react-dom/client');
  await yieldToBrowser();
  await import('react-router');
  await yieldToBrowser();
  await import('@tanstack/react-query');
  await yieldToBrowser();
  const { startApp } = await import('./start-app');
  startApp();
}

start().catch((error: unknown) => {
  console.error('The app could not start', error);
  showStartupFailure(document.getElementById('startup-spinner'));
});
