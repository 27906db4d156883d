import type { ComponentType } from 'react';
import { AirportPage } from './airport-page/airport-page';
import { AirportsPage } from './directory/airports-page';
import { LandingPage } from './landing-page/landing-page';

/**
 * What this remote exposes: one component per route pattern (see shell/public/remotes.json). The pages are
 * built with the light components (@vip/ui), not antd: a visit to them fetches no antd.
 */
export const routes: Record<string, ComponentType> = {
  '/airports': AirportsPage,
  '/airports/:code': AirportPage,
  '/airport/:code': AirportPage,
  '/vip-meet-and-greet/:slug': LandingPage,
};
