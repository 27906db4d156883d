import type { ComponentType } from 'react';
import { translatedPage } from '@vip/ui';
import { PAGE_CATALOGUES } from './i18n/catalogue';
import { AirportPage } from './airport-page/airport-page';
import { AirportsPage } from './directory/airports-page';
import { LandingPage } from './landing-page/landing-page';

/**
 * What this remote exposes: one component per route pattern (see shell/public/remotes.json). The pages are
 * built with the light components (@vip/ui), not antd: a visit to them fetches no antd.
 */
const Airport = translatedPage(PAGE_CATALOGUES, AirportPage);

export const routes: Record<string, ComponentType> = {
  '/airports': translatedPage(PAGE_CATALOGUES, AirportsPage),
  '/airports/:code': Airport,
  '/airport/:code': Airport,
  '/vip-meet-and-greet/:slug': translatedPage(PAGE_CATALOGUES, LandingPage),
};
