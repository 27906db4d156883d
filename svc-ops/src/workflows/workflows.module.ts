import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { type SubscriptionSpec } from '@vip/platform/bus';
import type { ServiceIdentity } from '@vip/platform/koa';
import { silentLogger, type Logger } from '@vip/platform/logger';
import { SupplierSeatsClient, type BookingClient } from '../booking/booking.client';
import type { CancellationsService } from '../cancellations/cancellations.service';
import type { CasesService, DetailOf } from '../cases/cases.service';
import type { CommercialService } from '../commercial/commercial.service';
import type { CommunicationsService } from '../communications/communications.service';
import type { ConfirmationsService } from '../confirmations/confirmations.service';
import type { CoordinationService } from '../coordination/coordination.service';
import type { CurrencyRatesService } from '../currency/currency-rates.service';
import type { InvoicesService } from '../invoices/invoices.service';
import type { OpsPrisma } from '../prisma';
import type { SupplierAssignmentService } from '../suppliers/supplier-assignment.service';
import type { SupplierJobsService } from '../supplier-jobs/supplier-jobs.service';
import type { TransfersService } from '../transfers/transfers.service';
import { allotmentJobsSubscription } from './allotment-job.subscription';
import { AllotmentJobWorkflow } from './allotment-job.workflow';
import { cancelBookingRoutes } from './cancel-booking.routes';
import { CancelBookingWorkflow } from './cancel-booking.workflow';
import { changeRequestsSubscription } from './change-request.subscription';
import { ChangeRequestWorkflow } from './change-request.workflow';
import { confirmationPdfRoutes } from './confirmation-pdf.routes';
import { ConfirmationPdfWorkflow } from './confirmation-pdf.workflow';
import { createTransferRoutes } from './create-transfer.routes';
import { CreateTransferWorkflow } from './create-transfer.workflow';
import { partnerBookingsInternalRoutes } from './partner-bookings.routes';
import { ReconfirmationWorkflow } from './reconfirmation.workflow';
import { PartnerBookingsWorkflow } from './partner-bookings.workflow';
import { invoiceSendRoutes, pdfSendRoutes, sendMessageRoutes } from './send-message.routes';
import { SendMessageWorkflow } from './send-message.workflow';
import { staffSaveRoutes } from './staff-save.routes';
import { StaffSaveWorkflow } from './staff-save.workflow';
import { supplierJobRoutes, supplierJobSettingsRoutes } from './supplier-job.routes';
import { SupplierJobWorkflow } from './supplier-job.workflow';
import { supplierSeatsRoutes } from './supplier-seats.routes';
import { SupplierSeatsWorkflow } from './supplier-seats.workflow';

export interface WorkflowsModuleDeps {
  prisma: OpsPrisma;
  cases: CasesService;
  features: {
    cancellations: CancellationsService;
    commercial: CommercialService;
    communications: CommunicationsService;
    confirmations: ConfirmationsService;
    coordination: CoordinationService;
    invoices: InvoicesService;
    suppliers: SupplierAssignmentService;
    supplierJobs: SupplierJobsService;
    transfers: TransfersService;
  };
  rates: CurrencyRatesService;
  booking: BookingClient;
  supportEmail: string;
  /** The public site, where suppliers open their job links. */
  publicOrigin: string;
  /** Per client address, on the job links' public routes. */
  limitSupplierJobs: Middleware;
  now: () => Date;
  logger?: Logger;
  onEventsCommitted: () => void;
  onBoardChanged: () => void;
  /** Rendering a PDF counts too. */
  limitSends: Middleware;
  detail: DetailOf;
  /** svc-ops as itself: who may call its /internal routes (svc-booking's signed calls). */
  identity: ServiceIdentity;
}

export function workflowsModule(deps: WorkflowsModuleDeps): {
  routers: Router[];
  /** No login: the job links' own token. */
  public: Router[];
  internal: Router[];
  subscriptions: SubscriptionSpec[];
  reconfirmations: ReconfirmationWorkflow;
} {
  const { prisma, cases, features, now, onEventsCommitted, onBoardChanged, limitSends, detail } = deps;
  const logger = deps.logger ?? silentLogger();
  const confirmationPdf = new ConfirmationPdfWorkflow({ cases, ...features });
  const supplierJob = new SupplierJobWorkflow({
    prisma,
    cases,
    ...features,
    now,
    publicOrigin: deps.publicOrigin,
    supportEmail: deps.supportEmail,
    onBoardChanged,
  });
  const sendMessage = new SendMessageWorkflow({
    prisma,
    cases,
    ...features,
    confirmationPdf,
    now,
    supportEmail: deps.supportEmail,
    onEventsCommitted,
    onBoardChanged,
    jobLinks: supplierJob,
  });
  const allotmentJob = new AllotmentJobWorkflow({
    cases,
    ...features,
    jobLinks: supplierJob,
    supportEmail: deps.supportEmail,
    now,
  });
  const cancelBooking = new CancelBookingWorkflow({
    prisma,
    cases,
    ...features,
    now,
    logger: logger.child({ component: 'cancellations' }),
    onEventsCommitted,
    onBoardChanged,
  });
  const changeRequest = new ChangeRequestWorkflow({ cases, ...features, now });
  const staffSave = new StaffSaveWorkflow({
    prisma,
    cases,
    ...features,
    rates: deps.rates,
    booking: deps.booking,
    now,
    onBoardChanged,
    logger: logger.child({ component: 'cases' }),
  });
  const partnerBookings = new PartnerBookingsWorkflow({
    prisma,
    cases,
    invoices: features.invoices,
    cancelBooking,
    onEventsCommitted,
    onBoardChanged,
    now,
  });
  const reconfirmations = new ReconfirmationWorkflow({
    prisma,
    cases,
    ...features,
    supportEmail: deps.supportEmail,
    now,
    onBoardChanged,
    logger: logger.child({ component: 'reconfirmations' }),
  });
  return {
    reconfirmations,
    public: [
      supplierSeatsRoutes(
        new SupplierSeatsWorkflow({ jobs: supplierJob, seats: new SupplierSeatsClient(deps.booking) }),
        deps.limitSupplierJobs,
      ),
      supplierJobRoutes(supplierJob, deps.limitSupplierJobs),
    ],
    internal: [partnerBookingsInternalRoutes(partnerBookings, { identity: deps.identity })],
    routers: [
      staffSaveRoutes(staffSave, detail),
      cancelBookingRoutes(cancelBooking, detail),
      createTransferRoutes(new CreateTransferWorkflow({ ...features, cases, now })),
      confirmationPdfRoutes(confirmationPdf, limitSends),
      sendMessageRoutes(sendMessage, limitSends),
      pdfSendRoutes(sendMessage, limitSends),
      invoiceSendRoutes(sendMessage, limitSends),
      supplierJobSettingsRoutes(supplierJob, detail),
    ],
    subscriptions: [
      changeRequestsSubscription(prisma, changeRequest, features.communications, { onEventsCommitted, onBoardChanged }),
      allotmentJobsSubscription(prisma, allotmentJob, features.communications, { onBoardChanged, onEventsCommitted }),
    ],
  };
}
