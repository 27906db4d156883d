import { type SupplierUpdatedV1 } from './supplier-updated.v1';
import { latestSupplierUpdated, supplierUpdatedV2 } from './supplier-updated.v2';
import { findEventDefinition } from '../registry';

const v1: SupplierUpdatedV1 = {
  supplierId: '6e0a7f3c-1b2d-4c5e-8f90-a1b2c3d4e5f9',
  name: 'Opaline Rome Passenger Services',
  active: true,
  instantBookingHours: 48,
  revision: 2,
  updatedAt: '2030-06-02T09:00:00.000Z',
};

describe('supplier.updated v2', () => {
  it('is registered beside v1, so events of either version are read', () => {
    expect(findEventDefinition('supplier.updated', 1)).toBeDefined();
    expect(findEventDefinition('supplier.updated', 2)).toBe(supplierUpdatedV2);
  });

  it('reads a v1 event as not saying which airports the supplier serves', () => {
    expect(latestSupplierUpdated({ version: 1, payload: v1 })).toEqual({ ...v1, airportCodes: null });
  });

  it('keeps v2 airports as they are and refuses a code that is not upper-case IATA', () => {
    const v2 = { ...v1, airportCodes: ['FCO'] };
    expect(latestSupplierUpdated({ version: 2, payload: supplierUpdatedV2.payload.parse(v2) })).toEqual(v2);
    expect(supplierUpdatedV2.payload.safeParse({ ...v1, airportCodes: ['fco'] }).success).toBe(false);
    expect(supplierUpdatedV2.payload.safeParse(v1).success).toBe(false);
  });
});
