import type { TransferCreate, TransferCreated } from '@vip/contracts/schemas';
import type { AuditActor } from '../cases/cases.service';
import type { CoordinationService } from '../coordination/coordination.service';
import type { TransfersService } from '../transfers/transfers.service';

/**
 * Create Chauffeur Service: the transfer case and its transfer (transfers), and its driver and vehicle
 * (coordination), in one transaction: a failure leaves neither.
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
