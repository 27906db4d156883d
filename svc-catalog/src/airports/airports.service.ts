import type { Airport } from '@vip/contracts';
import type { AirportsRepository } from './airports.repository';

export class AirportsService {
  constructor(private readonly airports: AirportsRepository) {}

  list(): Promise<Airport[]> {
    return this.airports.list();
  }
}
