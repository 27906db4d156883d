import type { ComponentType } from 'react';
import { CheckoutPage } from './checkout/checkout-page';
import { BookingConfirmationPage, CheckoutSuccessPage, ManageBookingPage } from './checkout/confirmation-pages';
import { HomePage } from './home/home-page';
import { BookingPage } from './wizard/booking-page';

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
