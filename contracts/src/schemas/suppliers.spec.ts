import {
  CHAUFFEUR_AIRPORT_REQUIRED_MESSAGE,
  chauffeurSupplierInputSchema,
  normalizeAirportCodes,
  supplierSearchQuerySchema,
} from './suppliers';

describe('supplier schemas', () => {
  it('keeps airport codes upper-cased, without duplicates, in order; ALL stands alone', () => {
    expect(normalizeAirportCodes(['fco', ' CIA ', 'FCO'])).toEqual(['FCO', 'CIA']);
    expect(normalizeAirportCodes(['LHR', 'all'])).toEqual(['ALL']);
  });

  it('needs an airport code unless the supplier is Global, which then serves ALL', () => {
    const local = chauffeurSupplierInputSchema.safeParse({
      supplierName: 'Roma Cars',
      typeOfSupplier: 'Local',
      airportCodes: [],
    });
    expect(local.success).toBe(false);
    expect(local.error?.issues).toEqual([
      expect.objectContaining({ path: ['airportCodes'], message: CHAUFFEUR_AIRPORT_REQUIRED_MESSAGE }),
    ]);
    expect(
      chauffeurSupplierInputSchema.parse({ supplierName: 'World Cars', typeOfSupplier: 'Global' }).airportCodes,
    ).toEqual(['ALL']);
    expect(
      chauffeurSupplierInputSchema.parse({
        supplierName: 'Roma Cars',
        typeOfSupplier: 'Local',
        airportCodes: ['fco', 'FCO'],
      }).airportCodes,
    ).toEqual(['FCO']);
  });

  it('checks codes, e-mail and website, and turns empty texts into null', () => {
    const bad = chauffeurSupplierInputSchema.safeParse({
      supplierName: 'X',
      typeOfSupplier: 'Local',
      airportCodes: ['ROMA'],
      email: 'nope',
      website: 'ftp://x.example',
    });
    expect(bad.error?.issues.map((i) => i.message).sort()).toEqual([
      'Airport codes are three letters, or ALL',
      'Please enter a valid email address',
      'Please enter a valid website address',
    ]);
    const ok = chauffeurSupplierInputSchema.parse({
      supplierName: ' Roma Cars ',
      typeOfSupplier: 'Local',
      airportCodes: ['FCO'],
      email: '',
      website: 'roma.example',
      phone: '',
    });
    expect(ok).toMatchObject({
      supplierName: 'Roma Cars',
      email: null,
      website: 'https://roma.example',
      phone: null,
      vehiclesOffered: [],
      isPreferred: false,
    });
  });

  it('needs both airport and level for a VIP search, upper-casing the code', () => {
    expect(supplierSearchQuerySchema.parse({ airport: 'fco', serviceLevel: 'lounge' })).toEqual({
      airport: 'FCO',
      serviceLevel: 'lounge',
    });
    expect(supplierSearchQuerySchema.safeParse({ airport: 'FCO' }).success).toBe(false);
    expect(supplierSearchQuerySchema.safeParse({ serviceLevel: 'standard' }).success).toBe(false);
  });
});
