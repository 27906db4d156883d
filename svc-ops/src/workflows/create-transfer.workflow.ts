import type { TransferCreate, TransferCreated } from '@vip/contracts/schemas';
import type { AuditActor, CasesService } from '../cases/cases.service';
import type { CoordinationService } from '../coordination/coordination.service';
import type { TransfersService } from '../transfers/transfers.service';

/**
 * Steps, in one transaction: the transfer case, its transfer, its driver and vehicle (and the checklist's driver info
 * when staff typed the driver's name and phone). No compensation: a failure leaves none of them.
 */
export class CreateTransferWorkflow {
  constructor(
    private readonly deps: {
      transfers: TransfersService;
      coordination: CoordinationService;
      cases: CasesService;
      now: () => Date;
    },
  ) {}

  run(input: TransferCreate, actor: AuditActor): Promise<TransferCreated> {
    return this.deps.transfers.create(input, actor, async (tx, caseId) => {
      await this.deps.coordination.setDriver(tx, caseId, {
        driverName: input.driverName,
        driverPhone: input.driverPhone,
        vehicleMakeModel: input.assignedVehicleModel,
        vehiclePlate: input.assignedVehiclePlate,
      });
      if (input.driverName && input.driverPhone)
        await this.deps.cases.tick(tx, caseId, 'driver_info_received', actor, this.deps.now());
    });
  }
}
