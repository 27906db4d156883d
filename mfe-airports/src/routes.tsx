import type { ComponentType } from 'react';
import { AirportsPage } from './directory/airports-page';

/** What this remote exposes: one component per route pattern (see remotes.json). */
export const routes: Record<string, ComponentType> = {
  '/airports': AirportsPage,
};
