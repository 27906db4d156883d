import { lazy, type ComponentType } from 'react';
import { HomePage } from './home/home-page';
import { BookingPage } from './wizard/booking-page';

// The checkout and the pages after it (the checkout's schemas, the phone number rules) load when a traveller
// gets there, not with the home and results pages.
const CheckoutPage = lazy(() => import('./checkout/checkout-page').then((m) => ({ default: m.CheckoutPage })));
const confirmationPage = (name: 'BookingConfirmationPage' | 'CheckoutSuccessPage' | 'ManageBookingPage') =>
  lazy(() => import('./checkout/confirmation-pages').then((m) => ({ default: m[name] })));
const BookingConfirmationPage = confirmationPage('BookingConfirmationPage');
const CheckoutSuccessPage = confirmationPage('CheckoutSuccessPage');
const ManageBookingPage = confirmationPage('ManageBookingPage');

/** What this remote exposes: one component per route pattern (see remotes.json). */
export const routes: Record<string, ComponentType> = {
  '/': HomePage,
  '/booking': BookingPage,
  '/booking/quote': BookingPage,
  '/booking/search': BookingPage,
  '/booking-form': CheckoutPage,
  '/checkout': CheckoutPage,
  '/booking-confirmation': BookingConfirmationPage,
  '/checkout/success': CheckoutSuccessPage,
  '/manage-booking': ManageBookingPage,
};
