// First: zod's settings must be in place before any module builds a schema.
import './zod-jitless';
import { showStartupFailure } from './startup/startup-spinner';

const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** One library per task: evaluated together they were one long task while a server-rendered page was tapped. */
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
