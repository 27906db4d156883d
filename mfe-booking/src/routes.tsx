import type { ComponentType } from 'react';
import { lazyAntdPage, lazyPage, translatedPage } from '@vip/ui';
import { HomePage } from './home/home-page';
import { PAGE_CATALOGUES } from './i18n/catalogue';

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

// A traveller's pages speak the page's language: their code and its texts load together.
const translated = <P extends object>(page: ComponentType<P>) => translatedPage(PAGE_CATALOGUES, page);
const Booking = translated(BookingPage);
const Checkout = translated(CheckoutPage);

/** What this remote exposes: one component per route pattern (see remotes.json). */
export const routes: Record<string, ComponentType> = {
  '/': translated(HomePage),
  '/booking': Booking,
  '/booking/quote': Booking,
  '/booking/search': Booking,
  '/booking-form': Checkout,
  '/checkout': Checkout,
  '/booking-confirmation': translated(BookingConfirmationPage),
  '/checkout/success': translated(CheckoutSuccessPage),
  '/manage-booking': translated(ManageBookingPage),
  '/supplier-jobs/:token': SupplierJobPage,
};
