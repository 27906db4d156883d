import type { ComponentType } from 'react';
import { lazyAntdPage, lazyPage } from '@vip/ui';
import { HomePage } from './home/home-page';

// The home page is built without antd and comes with this module; the booking wizard's search and results are
// built without antd too and load when first shown (what follows them loads antd when opened); every other page
// is built with antd and loads (antd with it) when it is first shown: a first visit of / fetches none of them
//. The shell preloads the page it renders on the server and hydrates, so those render whole at once.
const BookingPage = lazyPage(() => import('./wizard/booking-page').then((m) => m.BookingPage));
// The checkout's schemas and the phone number rules come with the checkout.
const CheckoutPage = lazyAntdPage(() => import('./checkout/checkout-page').then((m) => m.CheckoutPage));
const confirmationPage = (name: 'BookingConfirmationPage' | 'CheckoutSuccessPage' | 'ManageBookingPage') =>
  lazyAntdPage(() => import('./checkout/confirmation-pages').then((m) => m[name]));
const BookingConfirmationPage = confirmationPage('BookingConfirmationPage');
const CheckoutSuccessPage = confirmationPage('CheckoutSuccessPage');
const ManageBookingPage = confirmationPage('ManageBookingPage');
// A supplier's job, from the link in our e-mail to it: no login, the token is in the path.
const SupplierJobPage = lazyAntdPage(() => import('./supplier-job/supplier-job-page').then((m) => m.SupplierJobPage));

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
  '/supplier-jobs/:token': SupplierJobPage,
};
