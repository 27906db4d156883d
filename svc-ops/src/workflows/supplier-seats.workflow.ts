import type {
  SupplierAllotment,
  SupplierAllotmentList,
  SupplierAllotmentChange,
  SupplierAllotmentPublish,
} from '@vip/contracts/schemas';
import type { SupplierSeatsClient, SupplierSeatsScope } from '../booking/booking.client';
import type { SupplierJobWorkflow } from './supplier-job.workflow';

/**
 * A supplier's own seats through its job link: the link's current assignment names the supplier and the job's
 * airport, and svc-booking answers within both only. The link is resolved first, outside any transaction, then
 * svc-booking is called: nothing of svc-ops is written.
 */
export class SupplierSeatsWorkflow {
  constructor(private readonly deps: { jobs: SupplierJobWorkflow; seats: SupplierSeatsClient }) {}

  async list(token: string): Promise<SupplierAllotmentList> {
    return this.deps.seats.list(await this.scope(token));
  }

  async publish(token: string, seats: SupplierAllotmentPublish): Promise<SupplierAllotment> {
    return this.deps.seats.publish(await this.scope(token), seats);
  }

  async change(token: string, id: string, change: SupplierAllotmentChange): Promise<SupplierAllotment> {
    return this.deps.seats.change(await this.scope(token), id, change);
  }

  async withdraw(token: string, id: string): Promise<void> {
    await this.deps.seats.withdraw(await this.scope(token), id);
  }

  private scope(token: string): Promise<SupplierSeatsScope> {
    return this.deps.jobs.assignment(token);
  }
}
