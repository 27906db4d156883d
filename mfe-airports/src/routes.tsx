import type { ComponentType } from 'react';
import { withAntd } from '@vip/ui';
import { AirportPage } from './airport-page/airport-page';
import { AirportsPage } from './directory/airports-page';
import { LandingPage } from './landing-page/landing-page';

/** What this remote exposes: one component per route pattern (see shell/public/remotes.json). */
export const routes: Record<string, ComponentType> = {
  '/airports': withAntd(AirportsPage),
  '/airports/:code': withAntd(AirportPage),
  '/airport/:code': withAntd(AirportPage),
  '/vip-meet-and-greet/:slug': withAntd(LandingPage),
};
