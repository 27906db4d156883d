import { chauffeurIneligibility, chauffeurListing, servesAirport, vipIneligibility } from './supplier-rules';

const meetAndGreet = { isChauffeur: false, airportCode: 'FCO' };
const transfer = { isChauffeur: true, airportCode: 'FCO' };

describe('supplier assignment rules', () => {
  it('lets a VIP supplier take only meet-and-greet cases at its own airport', () => {
    const rome = { companyName: 'Rome Hosts', iataCode: 'FCO' };
    expect(vipIneligibility(meetAndGreet, rome)).toBeNull();
    expect(vipIneligibility(meetAndGreet, { companyName: 'Paris Hosts', iataCode: 'CDG' })).toBe(
      "Paris Hosts works at CDG, not at this booking's airport FCO",
    );
    expect(vipIneligibility(transfer, rome)).toMatch(/only be assigned to a meet-and-greet booking/);
  });

  it('lets a chauffeur supplier take only chauffeur cases at an airport it serves, ALL included', () => {
    expect(chauffeurIneligibility(transfer, { supplierName: 'Roma Cars', airportCodes: ['FCO', 'CIA'] })).toBeNull();
    expect(chauffeurIneligibility(transfer, { supplierName: 'World Cars', airportCodes: ['ALL'] })).toBeNull();
    expect(chauffeurIneligibility(transfer, { supplierName: 'Milano Cars', airportCodes: ['MXP'] })).toBe(
      'Milano Cars does not serve FCO',
    );
    expect(chauffeurIneligibility(meetAndGreet, { supplierName: 'World Cars', airportCodes: ['ALL'] })).toMatch(
      /only be assigned to a chauffeur booking/,
    );
    expect(servesAirport(['ALL'], 'XYZ')).toBe(true);
  });
});

describe('chauffeur listing', () => {
  const world = { supplierName: 'World Cars', airportCodes: ['ALL'], isPreferred: false };
  const star = { supplierName: 'Astral Cars', airportCodes: ['ALL'], isPreferred: true };
  const roma = { supplierName: 'Roma Cars', airportCodes: ['FCO'], isPreferred: false };

  it('puts preferred first, then suppliers naming the airport, then global ones, by name', () => {
    expect(chauffeurListing([world, roma, star], 'FCO')).toEqual({ suppliers: [star, roma, world], onlyGlobal: false });
  });

  it('says onlyGlobal when no supplier names the airport and global ones are shown', () => {
    expect(chauffeurListing([world, star], 'SEZ')).toEqual({ suppliers: [star, world], onlyGlobal: true });
    expect(chauffeurListing([], 'SEZ')).toEqual({ suppliers: [], onlyGlobal: false });
    expect(chauffeurListing([world, roma], undefined).onlyGlobal).toBe(false);
  });
});
