import type { TransferCreate, TransferCreated } from '@vip/contracts/schemas';
import type { AuditActor } from '../cases/cases.service';
import type { CoordinationService } from '../coordination/coordination.service';
import type { TransfersService } from '../transfers/transfers.service';

/**
 * Steps, in one transaction: the transfer case, its transfer, its driver and vehicle. No compensation: a failure leaves
 * none of them.
 */
export class CreateTransferWorkflow {
  constructor(private readonly deps: { transfers: TransfersService; coordination: CoordinationService }) {}

  run(input: TransferCreate, actor: AuditActor): Promise<TransferCreated> {
    return this.deps.transfers.create(input, actor, (tx, caseId) =>
      this.deps.coordination.setDriver(tx, caseId, {
        driverName: input.driverName,
        driverPhone: input.driverPhone,
        vehicleMakeModel: input.assignedVehicleModel,
        vehiclePlate: input.assignedVehiclePlate,
      }),
    );
  }
}
