import type { ComponentType } from 'react';
import { withAntd } from '@vip/ui';
import { Navigate } from 'react-router';
import { LoginPage } from './auth/login-page';
import { DashboardPage } from './dashboard/dashboard-page';
import { SecurityPage } from './security/security-page';
import { StaffPage } from './staff/staff-page';
import { PartnerPage } from './partners/partner-page';
import { PartnersPage } from './partners/partners-page';
import { SupplierHubPage } from './suppliers/supplier-hub-page';
import { ChauffeurBookingPage } from './chauffeur/chauffeur-booking-page';
import { TestPaymentPage } from './test-screens/test-payment-page';
import { TestWebhookPage } from './test-screens/test-webhook-page';
import { CatalogPage } from './catalog/catalog-page';
import { AllotmentsPage } from './allotments/allotments-page';

const AdminHome = () => <Navigate to="/admin/dashboard" replace />;

/** What this remote exposes: one component per route pattern (see remotes.json). */
export const routes: Record<string, ComponentType> = {
  '/admin': AdminHome,
  '/admin/login': withAntd(LoginPage),
  '/admin/dashboard': withAntd(DashboardPage),
  '/admin/staff': withAntd(StaffPage),
  '/admin/partners': withAntd(PartnersPage),
  '/admin/partners/:id': withAntd(PartnerPage),
  '/admin/security': withAntd(SecurityPage),
  '/admin/suppliers': withAntd(SupplierHubPage),
  '/admin/allotments': withAntd(AllotmentsPage),
  // The catalog team's screens, from mfe-airports, with their own addresses under it.
  '/admin/catalog/*': withAntd(CatalogPage),
  '/chauffeur-booking': withAntd(ChauffeurBookingPage),
  '/test-payment': withAntd(TestPaymentPage),
  '/test-webhook': withAntd(TestWebhookPage),
};
